import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import * as schema from "@/models/schema";
import { config } from "@/lib/server/config";
import { acquireDataDirLock, releaseDataDirLock, restrictToOwner } from "./lock.mjs";
import { createPglite } from "./pglite.mjs";

export type Schema = typeof schema;
/** The drizzle handle shared by PGlite and node-postgres; inside a transaction use only its `tx`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The rows of a raw `execute()`: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface DbHandle {
  db: Db;
  close: () => Promise<void>;
}

const globalForDb = globalThis as unknown as { hostelDb?: Promise<DbHandle> };
const migrationsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), "drizzle");

async function openPglite(): Promise<DbHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client;
  let lockFile: string | undefined;
  if (config.pgliteInMemory) {
    client = await createPglite();
  } else {
    const dir = path.join(config.dataDir, "pglite");
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    lockFile = await acquireDataDirLock(`${dir}.lock`);
    try {
      client = await createPglite(dir);
      restrictToOwner(dir);
    } catch (error) {
      releaseDataDirLock(lockFile);
      throw error;
    }
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    close: async () => {
      await client.close();
      if (lockFile) releaseDataDirLock(lockFile);
    },
  };
}

// Any constant both servers agree on; "hostel-migrations" as a number.
const MIGRATION_LOCK = 0x686f7374656c;

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
  // An idle connection dropped by the server (restart, timeout) must not crash the panel; the pool reconnects.
  pool.on("error", (error) => console.error("PostgreSQL connection error:", error.message));
  // Several servers may start at once on one database: each migrates holding the same advisory lock,
  // so one applies the migrations and the others then find nothing left to do.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

function open(): Promise<DbHandle> {
  const url = config.databaseUrl;
  return url ? openPostgres(url) : openPglite();
}

/** The database, opened (and migrated) at server start (instrumentation.ts) or else on first use; never at import or during `next build`. */
export async function getDb(): Promise<Db> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    // A page that `next build` tries to prerender must not open the data folder (a running server may
    // hold it): reading the database makes the page dynamic, rendered per request instead.
    const { connection } = await import("next/server");
    await connection();
  }
  if (!globalForDb.hostelDb) {
    const opening = open();
    globalForDb.hostelDb = opening;
    opening.catch(() => {
      if (globalForDb.hostelDb === opening) globalForDb.hostelDb = undefined;
    });
    registerShutdown();
  }
  return (await globalForDb.hostelDb).db;
}

export async function closeDb(): Promise<void> {
  const opening = globalForDb.hostelDb;
  globalForDb.hostelDb = undefined;
  if (opening) await (await opening).close();
}

/**
 * Called once when the server starts (instrumentation.ts): opening here takes the embedded database's
 * lock, so a second server on the same DATA_DIR stops at start rather than at its first request.
 */
export async function openDbAtStart(): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (config.databaseUrl) {
      // A PostgreSQL server that is down now may be up by the first request, which retries.
      console.error(`The database could not be opened at start; retrying on the first request. ${message}`);
      return;
    }
    console.error(`Cannot start the panel: ${message}`);
    process.exit(1);
  }
}

// On globalThis: instrumentation and the routes may each load their own copy of this module.
const shutdown = globalThis as unknown as { hostelDbShutdownRegistered?: boolean };
function registerShutdown() {
  if (shutdown.hostelDbShutdownRegistered || process.env.JEST_WORKER_ID) return;
  shutdown.hostelDbShutdownRegistered = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      closeDb()
        .catch((error) => console.error("Closing the database failed:", error))
        .finally(() => process.exit(0));
    });
  }
}
