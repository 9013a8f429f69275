import "server-only";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { throttles } from "@/models/requests";
import { tooManyRequests, say, type ServerCode } from "@/lib/server/http/errors";

/**
 * Attempt counters in the `throttles` table, so that every server process sees the same ones. An
 * attempt is counted before it is tried (a burst sent at once cannot slip in ahead of its count),
 * and refused with 429, uncounted, while any of its keys must wait.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

interface Rule {
  /** Attempts allowed without waiting. */
  free: number;
  /** The wait after the first attempt past `free`; it doubles with each further one, up to `maxWait`. */
  firstWait: number;
  maxWait: number;
  /** A key with no attempt for this long starts again from zero. */
  forgetAfter: number;
  /** What the 429 says, before "Please wait …". */
  message: "signInThrottled" | "resetThrottled";
}

const SIGN_IN = "signInThrottled";
const RESET = "resetThrottled";

// Per account and address: a stranger guessing from elsewhere does not lock the owner out.
const signInFromAddressToAccount: Rule = { free: 3, firstWait: SECOND, maxWait: 15 * MINUTE, forgetAfter: 24 * HOUR, message: SIGN_IN };
// Per address, over any accounts: looser, it only bounds one address spraying many accounts.
const signInFromAddress: Rule = { free: 20, firstWait: MINUTE, maxWait: 15 * MINUTE, forgetAfter: HOUR, message: SIGN_IN };
// Per account there is no wait: at most 3 reset mails an hour are sent, and a request past that gets the
// same answer and sends nothing (lib/server/services/auth.ts requestPasswordReset), so a stranger's requests
// never stop the administrator resetting.
const resetFromAddress: Rule = { free: 10, firstWait: 15 * MINUTE, maxWait: 15 * MINUTE, forgetAfter: 15 * MINUTE, message: RESET };
const FORGET_AT_THE_LATEST = 24 * HOUR;

const signInKeys = (email: string, address: string) => ({ pair: `sign-in ${address} ${email}`, address: `sign-in ${address}` });

/** The address a request came from: instrumentation.ts sets X-Forwarded-For to it on every request (see lib/server/http/incoming-headers.ts). */
export function clientAddress(request: Request): string {
  return clientAddressIn(request.headers);
}

/** The same from a request's headers (a server component's `headers()`). */
export function clientAddressIn(headers: Pick<Headers, "get">): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/** Counts a sign-in attempt, or refuses it (429) while this account from this address, or this address, must wait. */
export async function countSignIn(email: string, address: string): Promise<void> {
  const keys = signInKeys(email, address);
  await count([
    { key: keys.pair, rule: signInFromAddressToAccount },
    { key: keys.address, rule: signInFromAddress },
  ]);
}

/** After a successful sign-in: its account and address start afresh, and it is not held against the address. */
export async function signedIn(email: string, address: string): Promise<void> {
  const keys = signInKeys(email, address);
  const db = await getDb();
  await db.delete(throttles).where(eq(throttles.key, keys.pair));
  await db
    .update(throttles)
    .set({ failures: sql`${throttles.failures} - 1` })
    .where(and(eq(throttles.key, keys.address), gt(throttles.failures, 0)));
}

/** Counts a password reset request, or refuses it (429) while this address must wait. */
export async function countResetRequest(address: string): Promise<void> {
  await count([{ key: `reset-from ${address}`, rule: resetFromAddress }]);
}

/**
 * Notes a password reset request for `email`, known or not, inside the request's transaction: the
 * same write for every e-mail, which also holds the e-mail's row until the transaction ends, so that
 * two requests for one account decide one after the other.
 */
export async function noteResetRequest(tx: Tx, email: string, now: Date): Promise<void> {
  await tx
    .insert(throttles)
    .values({ key: `reset ${email}`, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({ target: throttles.key, set: { lastFailureAt: now } });
}

/** How long an attempt on a key with `failures` earlier ones, the last at `last`, must still wait (0: none). */
function waitLeft(rule: Rule, failures: number, last: number, now: number): number {
  if (failures < rule.free) return 0;
  const wait = Math.min(rule.firstWait * 2 ** (failures - rule.free), rule.maxWait);
  return Math.max(0, last + wait - now);
}

async function count(limits: Array<{ key: string; rule: Rule }>): Promise<void> {
  const now = Date.now();
  const keys = limits.map((limit) => limit.key).sort(); // one order for every caller: no deadlock between two
  const db = await getDb();
  await pruneOccasionally(now);
  await db.transaction(async (tx) => {
    await tx
      .insert(throttles)
      .values(keys.map((key) => ({ key, failures: 0, lastFailureAt: new Date(0) })))
      .onConflictDoNothing();
    const rows = await tx.select().from(throttles).where(inArray(throttles.key, keys)).orderBy(throttles.key).for("update");
    const counted = limits.map(({ key, rule }) => {
      const row = rows.find((candidate) => candidate.key === key)!;
      const last = row.lastFailureAt.getTime();
      const failures = now - last >= rule.forgetAfter ? 0 : row.failures;
      return { key, rule, failures, wait: waitLeft(rule, failures, last, now) };
    });
    const longest = counted.reduce((a, b) => (b.wait > a.wait ? b : a));
    if (longest.wait > 0) {
      const seconds = Math.ceil(longest.wait / SECOND);
      throw tooManyRequests(waitMessage(longest.rule.message, seconds), seconds);
    }
    for (const { key, failures } of counted) {
      await tx
        .update(throttles)
        .set({ failures: failures + 1, lastFailureAt: new Date(now) })
        .where(eq(throttles.key, key));
    }
  });
}

/** "Please wait 15 minutes": the wait in its largest whole unit, rounded up. */
function waitMessage(rule: Rule["message"], seconds: number) {
  const [count, unit] =
    seconds < 60 ? [seconds, "Second"] : seconds < 3600 ? [Math.ceil(seconds / 60), "Minute"] : [Math.ceil(seconds / 3600), "Hour"];
  return say(`${rule}${unit}${count === 1 ? "" : "s"}` as ServerCode, { count });
}

// Keys nobody has tried for a day are deleted, at most once an hour per process.
let prunedAt = 0;
async function pruneOccasionally(now: number): Promise<void> {
  if (now - prunedAt < HOUR) return;
  prunedAt = now;
  const db = await getDb();
  await db.delete(throttles).where(lt(throttles.lastFailureAt, new Date(now - FORGET_AT_THE_LATEST)));
}
