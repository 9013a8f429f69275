import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf, type Db, type Tx } from "@/lib/server/db";

// Figures that read many rows are kept with the database snapshot they were read in. The snapshot
// (`pg_current_snapshot()`: the transactions still running and the next one to start) changes with
// every transaction that writes and ends, on this server or any other on the same PostgreSQL, so
// while the current one equals the kept one, nothing has been written since and the figures stand.
// On PostgreSQL the snapshot is the whole server's: a write to another database there ends the
// keeping too (harmless, only slower).

/** The snapshot as text; within one statement, or a repeatable-read transaction, the one its reads see. */
export const snapshotColumn = sql<string>`pg_current_snapshot()::text`;

export async function currentSnapshot(db: Db | Tx): Promise<string> {
  return rowsOf<{ snapshot: string }>(await db.execute(sql`select ${snapshotColumn} as snapshot`))[0]!.snapshot;
}

/** What a computation read, and the snapshot it read it in. */
export interface Read<T> {
  snapshot: string;
  value: T;
}

/**
 * Keeps up to `size` values, by key, while the database is unchanged. `compute` must read the
 * snapshot in the same statement or repeatable-read transaction as its figures; it runs again when
 * the database has changed since, and for a key not kept (the oldest key is let go first).
 * Callers share the kept value: they must not change it.
 */
export function keptPerSnapshot<T>(size: number) {
  const kept = new Map<string, Read<T>>();
  return async function read(key: string, compute: () => Promise<Read<T>>): Promise<T> {
    const found = kept.get(key);
    if (found && found.snapshot === (await currentSnapshot(await getDb()))) return found.value;
    const fresh = await compute();
    kept.delete(key);
    kept.set(key, fresh);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return fresh.value;
  };
}
