// The panel's data as the backup and restore commands see it: the same environment as the server
// (.env files, DATA_DIR, UPLOAD_DIR, DATABASE_URL), the same data-folder lock, and the tables read
// straight from the database catalog, so a table added by a later migration is backed up untouched.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { DataDirInUseError, acquireDataDirLock, releaseDataDirLock, restrictToOwner } from "../../lib/server/db/lock.mjs";
import { createPglite } from "../../lib/server/db/pglite.mjs";

export const BACKUP_FORMAT = "hostel-admin-backup";
export const root = path.resolve(import.meta.dirname, "..", "..");
export const migrationsFolder = path.join(root, "drizzle");

/** DATA_DIR, UPLOAD_DIR and DATABASE_URL as `next start` resolves them (lib/server/config.ts). */
export function dataLocations() {
  nextEnv.loadEnvConfig(root, false, { info() {}, error: console.error });
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  return {
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    uploadDir: path.resolve(process.env.UPLOAD_DIR || path.join(dataDir, "uploads")),
    databaseUrl: process.env.DATABASE_URL || "",
  };
}

/** A message for the user, printed without a stack trace. */
export class UserError extends Error {}

/** The server's data-folder lock (lib/server/db/lock.mjs); a folder in use by a running panel is a UserError. */
export async function acquireLock(lockFile) {
  try {
    return await acquireDataDirLock(lockFile);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new UserError(
      `The data folder is in use by a running panel (pid ${error.pid}, lock file ${lockFile}). ` +
        "The embedded database belongs to one process at a time: stop the panel first (e.g. `systemctl stop hostel-panel`), then run this again.",
    );
  }
}

export { releaseDataDirLock as releaseLock };

/**
 * One connection to the panel's database (PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL), as
 * `{ kind, label, query(text, params) → rows, close() }`. For PGlite the data-folder lock is held until close.
 */
export async function connect({ pgliteDir, databaseUrl }) {
  let client;
  let kind;
  let lockFile;
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
    } catch (error) {
      throw new UserError(`Cannot connect to the PostgreSQL database ${redact(databaseUrl)}: ${error.message}`);
    }
    kind = "postgresql";
  } else {
    fs.mkdirSync(path.dirname(pgliteDir), { recursive: true, mode: 0o700 });
    lockFile = await acquireLock(`${pgliteDir}.lock`);
    client = await createPglite(pgliteDir);
    restrictToOwner(pgliteDir);
    kind = "pglite";
  }
  // Times rendered the same on every host and engine, so checksums compare across them.
  await client.query("set time zone 'UTC'");
  return {
    kind,
    label: databaseUrl ? `PostgreSQL database ${redact(databaseUrl)}` : `embedded database ${pgliteDir}`,
    async query(text, params = []) {
      return (await client.query(text, params)).rows;
    },
    async close() {
      await (kind === "postgresql" ? client.end() : client.close());
      if (lockFile) releaseDataDirLock(lockFile);
    },
  };
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * The app's tables (schema public) in an order where every table comes after the tables its foreign
 * keys point to, each with its insertable columns and its primary key. Of `settings` only the hostel's
 * own settings are kept: its other rows hold the sign-in secret and the first-run code, which a backup
 * file must not carry (a restored panel makes new ones). Left out: `payment_month_totals`, which the
 * payments' triggers rebuild as the restore inserts them.
 */
export async function listTables(db) {
  const tables = await db.query(`
    select c.relname as name,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum)) from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as key,
      (select coalesce(array_agg(distinct f.confrelid::regclass::text), '{}') from pg_constraint f
        where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as parents
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'payment_month_totals'
    order by c.relname`);
  const ordered = [];
  const placed = new Set();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table.name) && table.parents.every((parent) => placed.has(parent.replace(/^"|"$/g, ""))),
    );
    if (!ready.length) throw new Error("The tables' foreign keys form a cycle; they cannot be ordered for a restore.");
    for (const table of ready) {
      if (!table.key?.length) throw new Error(`Table ${table.name} needs a primary key to be backed up.`);
      ordered.push({
        name: table.name,
        columns: table.columns,
        key: table.key,
        ...(table.name === "settings" ? { where: "t.key = 'hostel_settings'" } : {}),
      });
      placed.add(table.name);
    }
  }
  return ordered;
}

export const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every row of a table as JSON text, in primary key order, in pages so a large table never sits in
 * memory at once. A key of several columns pages by their row value: (a, b) > (last a, last b).
 */
export async function* tableRows(db, table, pageSize = 2000) {
  const types = [];
  for (const column of table.key) {
    const [{ type }] = await db.query(
      `select format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = $1::regclass and attname = $2`,
      [`public.${quote(table.name)}`, column],
    );
    types.push(type);
  }
  const keys = table.key.map((column) => `t.${quote(column)}`);
  const after = `(${keys.join(", ")}) > (${types.map((type, index) => `$${index + 1}::${type}`).join(", ")})${table.where ? ` and ${table.where}` : ""}`;
  const page = `select row_to_json(t)::text as row, ${keys.map((key, index) => `${key}::text as k${index}`).join(", ")} from public.${quote(table.name)} t`;
  const order = `order by ${keys.join(", ")} limit ${pageSize}`;
  let rows = await db.query(`${page} ${table.where ? `where ${table.where}` : ""} ${order}`);
  while (rows.length) {
    yield rows.map((row) => row.row);
    const last = rows.at(-1);
    rows = await db.query(
      `${page} where ${after} ${order}`,
      table.key.map((_, index) => last[`k${index}`]),
    );
  }
}

/** Row count and SHA-256 of every table's rows (their JSON text in key order): equal sums mean equal data. */
export async function tableChecksums(db) {
  const sums = {};
  for (const table of await listTables(db)) {
    const hash = crypto.createHash("sha256");
    let rows = 0;
    for await (const page of tableRows(db, table)) {
      for (const row of page) hash.update(`${row}\n`);
      rows += page.length;
    }
    sums[table.name] = { rows, sha256: hash.digest("hex") };
  }
  return sums;
}

/** The migrations applied to a database (drizzle's bookkeeping), oldest first; none when it was never migrated. */
export async function appliedMigrations(db) {
  const [exists] = await db.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists.present) return [];
  const rows = await db.query(`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at`);
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

/** This checkout's migrations (drizzle/), oldest first. */
export function codeMigrations() {
  return readMigrationFiles({ migrationsFolder });
}

/** Applies migrations inside the caller's transaction, recorded exactly as drizzle's migrator records them. */
export async function applyMigrations(db, migrations) {
  await db.query(`create schema if not exists drizzle`);
  await db.query(`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await db.query(statement);
    await db.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)`, [migration.hash, migration.folderMillis]);
  }
}

/** Every uploaded picture (regular files directly in the upload folder), sorted by name. */
export function uploadedFiles(uploadDir) {
  if (!fs.existsSync(uploadDir)) return [];
  return fs
    .readdirSync(uploadDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
}

export const sha256 = (bytes) => crypto.createHash("sha256").update(bytes).digest("hex");

/** SHA-256 of each uploaded file, by name. */
export function fileChecksums(uploadDir) {
  return Object.fromEntries(uploadedFiles(uploadDir).map((name) => [name, sha256(fs.readFileSync(path.join(uploadDir, name)))]));
}

/** Runs a command's main function: a UserError is printed as a plain message, anything else with its stack. */
export function runCommand(main) {
  // What a restore writes (database, pictures) and a backup file: readable by this user only.
  process.umask(0o077);
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof UserError ? `Error: ${error.message}` : error);
      process.exit(1);
    },
  );
}
