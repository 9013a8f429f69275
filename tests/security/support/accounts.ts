// Admin accounts through the API, tokens forged with the server's secret, and reset links from its mail folder.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import { call, jsonOf, server, type Call } from "./server";

/** The first admin of the server: registered by whichever test file runs first, signed in by the others. */
export const ROOT = { username: "Security Root", email: "root@security-tests.example", password: "root-Password-123" };

export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

interface AuthBody {
  token?: string;
  user?: { _id: string; role: string };
  message?: string;
}

let root: Promise<Account> | undefined;

/** The root admin, signed in (registered first if the server has no account yet). */
export function rootAdmin(): Promise<Account> {
  root ??= (async () => {
    const registered = await call({ method: "POST", path: "/api/auth/register", json: ROOT });
    if (registered.status !== 201 && registered.status !== 403) throw new Error(`register root: ${registered.status} ${registered.text}`);
    return login(ROOT.email, ROOT.password);
  })();
  return root;
}

export async function login(email: string, password: string, from?: string): Promise<Account> {
  const reply = await call({ method: "POST", path: "/api/auth/login", json: { email, password }, from });
  const body = jsonOf<AuthBody>(reply);
  if (reply.status !== 200 || !body.token || !body.user) throw new Error(`login ${email}: ${reply.status} ${reply.text}`);
  return { id: body.user._id, email, password, token: body.token };
}

let sequence = 0;
/** An address no other test uses, under a prefix naming the test file. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}@security-tests.example`;

/** A further admin, registered by the root admin; its token comes from the register answer. */
export async function newAdmin(prefix: string): Promise<Account> {
  const { token: rootToken } = await rootAdmin();
  const email = uniqueEmail(prefix);
  const password = `pw-${randomBytes(6).toString("hex")}`;
  const reply = await call({
    method: "POST",
    path: "/api/auth/register",
    token: rootToken,
    json: { username: `${prefix} admin`, email, password, access: "owner" },
  });
  const body = jsonOf<AuthBody>(reply);
  if (reply.status !== 201 || !body.token || !body.user) throw new Error(`register ${email}: ${reply.status} ${reply.text}`);
  return { id: body.user._id, email, password, token: body.token };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Tokens the server must refuse, built from a real account's valid token and the server's own secret. */
export function forgedTokens(account: Account) {
  const now = Math.floor(Date.now() / 1000);
  const decoded = jwt.decode(account.token) as { ver: number; role: string };
  const claims = { role: "admin", ver: decoded.ver };
  const sign = (payload: object, options: jwt.SignOptions = {}, secret = server.jwtSecret) =>
    jwt.sign(payload, secret, { algorithm: "HS256", subject: account.id, ...options });
  const [head, payload, signature] = account.token.split(".") as [string, string, string];
  const middle = Math.floor(signature.length / 2);
  const flipped = signature[middle] === "A" ? "B" : "A";
  return {
    garbage: "not-a-token",
    "three garbage parts": "aaa.bbb.ccc",
    "altered signature": `${head}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`,
    "altered payload (role superadmin)": `${head}.${base64url({ ...(jwt.decode(account.token) as object), role: "superadmin" })}.${signature}`,
    "wrong secret": sign(claims, { expiresIn: 3600 }, "some-other-secret-that-is-long-enough-000000"),
    "alg none": `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...claims, sub: account.id, exp: now + 3600 })}.`,
    "alg HS512 with the right secret": sign(claims, { expiresIn: 3600, algorithm: "HS512" }),
    expired: sign({ ...claims, exp: now - 60, iat: now - 3660 }),
    "no exp": sign(claims),
    "no ver": sign({ role: "admin" }, { expiresIn: 3600 }),
    "stale ver": sign({ ...claims, ver: decoded.ver - 1 }, { expiresIn: 3600 }),
    "unknown account": jwt.sign(claims, server.jwtSecret, {
      algorithm: "HS256",
      subject: "00000000-0000-4000-8000-000000000000",
      expiresIn: 3600,
    }),
  } satisfies Record<string, string>;
}

/** A token claiming another role, signed with the server's secret, for `account` as it is now. */
export function tokenWithRole(account: Account, role: string): string {
  const { ver } = jwt.decode(account.token) as { ver: number };
  return jwt.sign({ role, ver }, server.jwtSecret, { algorithm: "HS256", subject: account.id, expiresIn: 3600 });
}

/** The reset tokens mailed to `email` (the server writes mails to DATA_DIR/mail without SMTP), oldest first. */
export function resetMails(email: string): string[] {
  const dir = path.join(server.dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(`-${email}.txt`))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"));
}

/** The link of the newest reset mail to `email`. */
export function latestResetLink(email: string): string {
  const mails = resetMails(email);
  const link = /(\S+\/reset-password\/[A-Za-z0-9_-]+)/.exec(mails[mails.length - 1] ?? "")?.[1];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
}

export const tokenOfLink = (link: string) => link.slice(link.lastIndexOf("/") + 1);

/** Asks for a reset link (from `from`, with extra headers) and returns it. */
export async function requestResetLink(email: string, options: Pick<Call, "from" | "headers"> = {}): Promise<string> {
  const before = resetMails(email).length;
  const reply = await call({ method: "POST", path: "/api/auth/forgot-password", json: { email }, ...options });
  if (reply.status !== 200) throw new Error(`forgot-password ${email}: ${reply.status} ${reply.text}`);
  // The server answers first and mails afterwards (the answer's timing must not tell whether the
  // account exists): wait for the new mail, up to 10 s on a busy machine.
  for (let attempt = 0; attempt < 500 && resetMails(email).length === before; attempt++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return latestResetLink(email);
}
