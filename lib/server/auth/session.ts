import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { users, type User } from "@/models/users";
import { forbidden, unauthorized } from "@/lib/server/http/errors";
import { config } from "@/lib/server/config";
import { SESSION_COOKIE, tokenFromHeaders, verifyToken, type TokenClaims } from "./token";

export const ADMIN_ROLE = "admin";

interface Session {
  user: User;
  claims: TokenClaims;
}

/** The account a token belongs to, with the token's claims, if the token is valid and not revoked. */
async function sessionForToken(token: string | null | undefined): Promise<Session | null> {
  if (!token) return null;
  const claims = await verifyToken(token);
  if (!claims) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!user || user.tokenVersion !== claims.ver) return null;
  return { user, claims };
}

/**
 * Admin rights need the stored role to be admin, and the token to say so too: the proxy only sees
 * the token's claim, so a handler must not accept a token the proxy would have turned away.
 */
const isAdminSession = (session: Session | null): session is Session =>
  session !== null && session.user.role === ADMIN_ROLE && session.claims.role === ADMIN_ROLE;

/** The signed-in account of a request, whatever its role, or null. */
export async function sessionUser(request: Request): Promise<User | null> {
  return (await sessionForToken(tokenFromHeaders(request.headers)))?.user ?? null;
}

/** The signed-in admin of a request, or null (for routes that serve others too, e.g. register). */
export async function sessionAdmin(request: Request): Promise<User | null> {
  const session = await sessionForToken(tokenFromHeaders(request.headers));
  return isAdminSession(session) ? session.user : null;
}

/** The guard every protected route handler calls: 401 without a valid session, 403 for a non-admin. */
export async function requireAdmin(request: Request): Promise<User> {
  const session = await sessionForToken(tokenFromHeaders(request.headers));
  if (!session) throw unauthorized();
  if (!isAdminSession(session)) throw forbidden();
  return session.user;
}

/** The signed-in admin for server components, or null. */
export async function currentAdmin(): Promise<User | null> {
  const store = await cookies();
  const session = await sessionForToken(store.get(SESSION_COOKIE)?.value);
  return isAdminSession(session) ? session.user : null;
}

/** For admin pages: the signed-in admin, or a redirect to /Sign-in (layouts do not re-run on client navigation). */
export async function requireAdminPage(): Promise<User> {
  const admin = await currentAdmin();
  if (!admin) redirect("/Sign-in");
  return admin;
}

export function sessionCookie(token: string) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "strict" as const,
    secure: config.secureCookies,
    path: "/",
    maxAge: Math.round(config.sessionHours * 3600),
  };
}

export function expiredSessionCookie() {
  return { ...sessionCookie(""), maxAge: 0 };
}
