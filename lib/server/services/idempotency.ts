import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { idempotencyKeys } from "@/models/requests";
import { AppError, conflict } from "@/lib/server/http/errors";

const KEPT_MS = 24 * 60 * 60 * 1000;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

export interface StoredAnswer {
  status: number;
  body: string;
}

const expired = () => new Date(Date.now() - KEPT_MS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `write` once per (admin, key): a repeat with the same request hash gets the first answer back,
 * with another hash a 422. A repeat that arrives while the first is still running waits for its answer,
 * so two requests with one key at the same moment write once. Only a successful answer is kept: after a
 * refusal the same key may be sent again with corrected fields.
 */
export async function oncePerKey(
  adminId: string,
  key: string,
  requestHash: string,
  write: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const db = await getDb();
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    // Take the key, or take it over when its answer is older than 24 hours.
    const [taken] = await db
      .insert(idempotencyKeys)
      .values({ adminId, key, requestHash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.adminId, idempotencyKeys.key],
        set: { requestHash, status: null, responseBody: null, createdAt: sql`now()` },
        setWhere: lt(idempotencyKeys.createdAt, expired()),
      })
      .returning({ key: idempotencyKeys.key });
    if (taken) return { ...(await runAndKeep(adminId, key, write)), replayed: false };

    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.adminId, adminId), eq(idempotencyKeys.key, key)));
    if (!first) continue; // the first request failed and let the key go: try to take it
    if (first.requestHash !== requestHash) {
      throw new AppError(422, "idempotencyKeyReused");
    }
    if (first.status !== null) return { status: first.status, body: first.responseBody ?? "", replayed: true };
    if (Date.now() > deadline) throw conflict("requestStillRunning");
    await sleep(POLL_MS);
  }
}

async function runAndKeep(adminId: string, key: string, write: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  const db = await getDb();
  const thisKey = and(eq(idempotencyKeys.adminId, adminId), eq(idempotencyKeys.key, key));
  let answer: StoredAnswer;
  try {
    answer = await write();
  } catch (error) {
    await db.delete(idempotencyKeys).where(thisKey);
    throw error;
  }
  if (answer.status >= 200 && answer.status < 300) {
    await db.update(idempotencyKeys).set({ status: answer.status, responseBody: answer.body }).where(thisKey);
  } else {
    await db.delete(idempotencyKeys).where(thisKey);
  }
  // Now and then, forget keys past their 24 hours.
  if (Math.random() < 0.01) await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired()));
  return answer;
}
