#!/usr/bin/env node
// `npm run backup [-- FILE or FOLDER]`: writes ONE file holding every table of the database and every
// uploaded picture (default: backups/hostel-backup-<time>.ndjson.gz). It is gzipped NDJSON: a header line
// (format, schema migrations, tables), lines of rows in foreign-key order, one line per picture, and an
// end line with each table's row count and checksum, so a cut-off or altered file is refused on restore.
// The same logical format for PGlite and PostgreSQL: a backup restores into either, whatever their versions.
//
// On PostgreSQL the backup reads one consistent snapshot while the panel keeps running. The embedded
// database belongs to one process: while the panel runs, this refuses with a message (stop it first).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import {
  BACKUP_FORMAT,
  UserError,
  appliedMigrations,
  connect,
  dataLocations,
  listTables,
  root,
  runCommand,
  sha256,
  tableRows,
  uploadedFiles,
} from "./lib/database.mjs";

function outputFile(argument) {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const name = `hostel-backup-${stamp}.ndjson.gz`;
  if (!argument) return path.join(root, "backups", name);
  const target = path.resolve(argument);
  return fs.existsSync(target) && fs.statSync(target).isDirectory() ? path.join(target, name) : target;
}

/** Writes the database snapshot, then the pictures, then the end record; returns the totals. */
async function writeBackup(write, locations) {
  const db = await connect(locations);
  const tables = {};
  try {
    await db.query("begin isolation level repeatable read read only");
    const list = await listTables(db);
    await write({
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      source: db.kind,
      migrations: await appliedMigrations(db),
      tables: list.map(({ name, columns }) => ({ name, columns })),
    });
    for (const table of list) {
      const hash = crypto.createHash("sha256");
      let rows = 0;
      for await (const page of tableRows(db, table)) {
        for (const row of page) hash.update(`${row}\n`);
        rows += page.length;
        // The rows are already JSON text: joined as they are, never parsed and re-serialised.
        await write(`{"table":${JSON.stringify(table.name)},"rows":[${page.join(",")}]}`);
      }
      tables[table.name] = { rows, sha256: hash.digest("hex") };
    }
    await db.query("commit");
  } finally {
    await db.close();
  }

  // Pictures after the snapshot: every picture a backed-up record names was written before its record.
  const files = { count: 0, bytes: 0 };
  for (const name of uploadedFiles(locations.uploadDir)) {
    const data = fs.readFileSync(path.join(locations.uploadDir, name));
    files.count++;
    files.bytes += data.length;
    await write({ file: name, sha256: sha256(data), data: data.toString("base64") });
  }
  await write({ end: true, tables, files });
  return { label: db.label, tables, files };
}

runCommand(async () => {
  const locations = dataLocations();
  if (!locations.databaseUrl && !fs.existsSync(path.join(locations.pgliteDir, "PG_VERSION"))) {
    throw new UserError(
      `There is no embedded database at ${locations.pgliteDir}. Check DATA_DIR (or set DATABASE_URL for a PostgreSQL server).`,
    );
  }
  const file = outputFile(process.argv[2]);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written under a temporary name and renamed when complete: an interrupted backup never looks finished.
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (record) => {
    if (!gzip.write(`${typeof record === "string" ? record : JSON.stringify(record)}\n`)) await once(gzip, "drain");
  };
  let summary;
  try {
    summary = await writeBackup(write, locations);
    gzip.end();
    await finished(out);
    const handle = fs.openSync(partial, "r");
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.renameSync(partial, file);
  } catch (error) {
    gzip.destroy();
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  const rows = Object.values(summary.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(`Backup written: ${file}`);
  console.log(
    `  ${summary.label}: ${Object.keys(summary.tables).length} tables, ${rows} rows; ` +
      `${summary.files.count} pictures (${summary.files.bytes} bytes); file ${fs.statSync(file).size} bytes`,
  );
});
