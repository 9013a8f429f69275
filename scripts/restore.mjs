#!/usr/bin/env node
// `npm run restore -- FILE`: brings a backup written by `npm run backup` back into an EMPTY data folder
// (embedded database) or an EMPTY PostgreSQL database (DATABASE_URL), and its pictures into an empty
// upload folder. Anything already there is refused rather than merged or overwritten.
//
// Everything happens in one transaction: the schema is built up to the backup's migration, the rows
// are loaded and their checksums compared with the backup's end record, then the newer migrations of
// this checkout are applied. Any failure rolls back and removes what was written.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import zlib from "node:zlib";
import {
  BACKUP_FORMAT,
  UserError,
  applyMigrations,
  codeMigrations,
  connect,
  dataLocations,
  quote,
  runCommand,
  sha256,
  tableChecksums,
  uploadedFiles,
} from "./lib/database.mjs";

function backupLines(file) {
  const gunzip = zlib.createGunzip();
  fs.createReadStream(file)
    .on("error", (error) => gunzip.destroy(error))
    .pipe(gunzip);
  return readline.createInterface({ input: gunzip, crlfDelay: Infinity })[Symbol.asyncIterator]();
}

/** The checkout's migrations up to the backup's level; a backup from a newer panel version is refused. */
function migrationsOf(header) {
  const code = codeMigrations();
  header.migrations.forEach((migration, index) => {
    if (code[index]?.folderMillis !== migration.createdAt) {
      throw new UserError(
        "This backup was made by a newer or different version of the panel (its database migrations are not in drizzle/). Update this checkout first.",
      );
    }
  });
  return { upToBackup: code.slice(0, header.migrations.length), newer: code.slice(header.migrations.length) };
}

function refuseNonEmpty(locations) {
  const notEmpty = (dir) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
  const help =
    "Restore only into an empty data folder: move the current one aside (e.g. `mv data data.old`) or point DATA_DIR at a new folder.";
  if (!locations.databaseUrl && notEmpty(locations.pgliteDir)) {
    throw new UserError(`The data folder already holds a database (${locations.pgliteDir}). ${help}`);
  }
  if (uploadedFiles(locations.uploadDir).length) {
    throw new UserError(`The upload folder ${locations.uploadDir} is not empty. ${help}`);
  }
}

async function refuseNonEmptyPostgres(db) {
  const [{ tables }] = await db.query(`select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`);
  if (tables > 0) {
    throw new UserError(
      `The ${db.label} already has tables. Restore only into an empty database (e.g. \`createdb -O hostel hostel_restored\`) and point DATABASE_URL at it.`,
    );
  }
}

/** Loads the rows and pictures; returns the end record. `written` collects the picture files created. */
async function load(db, lines, header, locations, written) {
  const columnsOf = new Map(header.tables.map((table) => [table.name, table.columns]));
  for await (const line of lines) {
    if (!line) continue;
    const record = JSON.parse(line);
    if (record.table !== undefined) {
      const columns = columnsOf.get(record.table);
      if (!columns) throw new UserError(`The backup holds rows of a table its header does not list (${record.table}).`);
      const table = `public.${quote(record.table)}`;
      const list = columns.map(quote).join(", ");
      await db.query(`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`, [
        JSON.stringify(record.rows),
      ]);
    } else if (record.file !== undefined) {
      const name = String(record.file);
      if (path.basename(name) !== name || name.startsWith("."))
        throw new UserError(`The backup names a picture file that is not allowed: ${name}`);
      const data = Buffer.from(record.data, "base64");
      if (sha256(data) !== record.sha256) throw new UserError(`The picture ${name} in the backup is damaged (checksum mismatch).`);
      fs.mkdirSync(locations.uploadDir, { recursive: true, mode: 0o700 });
      const target = path.join(locations.uploadDir, name);
      fs.writeFileSync(target, data, { flag: "wx", mode: 0o600 });
      written.push(target);
    } else if (record.end) {
      return record;
    }
  }
  throw new UserError("The backup file is incomplete (it has no end record): it was cut off while being written or copied.");
}

runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new UserError("Usage: npm run restore -- BACKUP_FILE");
  if (!fs.existsSync(file)) throw new UserError(`No such file: ${file}`);
  const locations = dataLocations();
  refuseNonEmpty(locations);

  const lines = backupLines(file);
  let header;
  try {
    header = JSON.parse((await lines.next()).value ?? "");
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) throw new UserError(`${file} is not a backup written by \`npm run backup\`.`);
  if (header.version !== 1) throw new UserError(`${file} has backup format version ${header.version}; this panel reads version 1.`);
  const migrations = migrationsOf(header);

  const db = await connect(locations);
  const written = [];
  let end;
  try {
    if (locations.databaseUrl) await refuseNonEmptyPostgres(db);
    await db.query("begin");
    await applyMigrations(db, migrations.upToBackup);
    // Some migrations seed rows (the system charge types); the backup holds them as they were.
    const seeded = header.tables.map((table) => `public.${quote(table.name)}`);
    if (seeded.length) await db.query(`truncate ${seeded.join(", ")}`);
    end = await load(db, lines, header, locations, written).catch((error) => {
      // A file cut off mid-stream fails in gunzip, a garbled line in JSON.parse.
      if (error instanceof SyntaxError || error.code?.startsWith("Z_")) throw new UserError(`The backup file is damaged: ${error.message}`);
      throw error;
    });
    const sums = await tableChecksums(db);
    for (const [name, expected] of Object.entries(end.tables)) {
      const actual = sums[name];
      if (actual?.rows !== expected.rows || actual.sha256 !== expected.sha256) {
        throw new UserError(`Table ${name} does not match the backup after loading (${actual?.rows} rows, expected ${expected.rows}).`);
      }
    }
    if (written.length !== end.files.count)
      throw new UserError(`The backup lists ${end.files.count} pictures but holds ${written.length}.`);
    await applyMigrations(db, migrations.newer);
    await db.query("commit");
  } catch (error) {
    await db.query("rollback").catch(() => {});
    await db.close();
    for (const target of written) fs.rmSync(target, { force: true });
    // The embedded database folder was empty before: leave it empty again.
    if (!locations.databaseUrl) fs.rmSync(locations.pgliteDir, { recursive: true, force: true });
    throw error;
  }
  await db.close();
  const rows = Object.values(end.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${file} (written ${header.createdAt} from ${header.source})`);
  console.log(
    `  into the ${db.label}: ${Object.keys(end.tables).length} tables, ${rows} rows, checksums verified; ${written.length} pictures into ${locations.uploadDir}`,
  );
  if (migrations.newer.length) console.log(`  then applied ${migrations.newer.length} newer migration(s) of this checkout`);
});
