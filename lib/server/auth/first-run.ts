import "server-only";
import fs from "node:fs";
import path from "node:path";
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import { settings } from "@/models/shared";
import { users } from "@/models/users";
import { incomingHeadersGuarded } from "@/lib/server/http/incoming-headers";

// First run (docs/accounts.md): while no account exists, the first administrator may be created only from
// the machine itself (a loopback client address, as TRUST_PROXY reads it) or with the one-time setup
// code. The code is kept in the database's `settings` table, where every server of an installation
// finds the same one (several servers may share a PostgreSQL database), and copied to
// DATA_DIR/setup-code and the server log for the person at the server to read. It is made on first
// need (the first registration or /Sign-up from another computer, or the start of the server) and
// deleted with the first registration, in its transaction.

const SETTING = "setup_code";
// No 0/O, 1/I/L, U: easy to read off a screen and type; 12 of these 30 characters, about 59 bits.
const ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
const LENGTH = 12;

const shared = globalThis as unknown as { hostelSetupCodeShown?: string };

/** 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address (a dual-stack socket's view of 127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  if (plain === "::1" || plain === "0:0:0:0:0:0:0:1") return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * Whether the request's client (lib/server/auth/throttle.ts clientAddress: X-Forwarded-For as
 * instrumentation.ts rewrote it) is this machine. Under Next the header is believed only once that
 * rewrite is in place; otherwise a client could simply send `X-Forwarded-For: 127.0.0.1`.
 */
export function isLocalClient(address: string): boolean {
  if (process.env.NEXT_RUNTIME && !incomingHeadersGuarded()) return false;
  return isLoopbackAddress(address);
}

/** "ABCD-EFGH-JKMN" → "ABCDEFGHJKMN": dashes, blanks and case are not part of the code. */
const normalized = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();
const grouped = (code: string) => code.match(/.{1,4}/g)!.join("-");
const digest = (code: string) => createHash("sha256").update(normalized(code)).digest();

const codeFile = () => path.join(config.dataDir, "setup-code");

/** Prints the code and copies it to DATA_DIR/setup-code, once per process and code. */
function announce(code: string): void {
  if (shared.hostelSetupCodeShown === code) return;
  shared.hostelSetupCodeShown = code;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(codeFile(), `${grouped(code)}\n`, { mode: 0o600 });
  } catch (error) {
    console.error(`[first run] the setup code could not be written to ${codeFile()}:`, error);
  }
  console.info(
    `[first run] No administrator exists yet. To create the first one from another computer, open /Sign-up and enter the setup code ${grouped(code)} (also in ${codeFile()}). On this computer no code is needed.`,
  );
}

/** The setup code, made (and announced) the first time it is needed. Only while no account exists. */
export async function currentSetupCode(): Promise<string> {
  const db = await getDb();
  let code = "";
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  // The first server to need one stores it; every other server reads that one.
  await db.insert(settings).values({ key: SETTING, value: code }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTING));
  const stored = row?.value ?? code;
  announce(stored);
  return stored;
}

/** Whether `offered` is the setup code (compared in constant time); makes and announces the code when there is none. */
export async function setupCodeMatches(offered: string | undefined): Promise<boolean> {
  const code = await currentSetupCode();
  if (!offered) return false;
  return timingSafeEqual(digest(offered), digest(code));
}

/** For the start of the server: makes and prints the code while no account exists. */
export async function announceSetupCodeIfNoAccount(): Promise<void> {
  const db = await getDb();
  const [accounts] = await db.select({ value: count() }).from(users);
  if ((accounts?.value ?? 0) === 0) await currentSetupCode();
}

/** Voids the code inside the first registration's transaction. */
export async function voidSetupCode(tx: Tx): Promise<void> {
  await tx.delete(settings).where(eq(settings.key, SETTING));
}

/** After the first registration has committed: the copy in DATA_DIR goes too. */
export function removeSetupCodeFile(): void {
  shared.hostelSetupCodeShown = undefined;
  fs.rm(codeFile(), { force: true }, (error) => {
    if (error) console.error(`[first run] ${codeFile()} could not be removed:`, error);
  });
}
