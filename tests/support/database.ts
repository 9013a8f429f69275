// Each test file runs on a database of its own: in-memory PGlite by default, or, when
// TEST_DATABASE_URL is set, a fresh database created on that PostgreSQL server and dropped after.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { closeDb } from "@/lib/server/db";

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

async function onServer(statement: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

// pg's Pool.end() resolves before its sockets have closed; a FORCE drop that still finds those
// backends kills them, and the pool (which has no error listener) then throws "Unhandled error".
async function waitForBackendsToLeave(name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await onServer("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  if (!serverUrl) {
    process.env.PGLITE_IN_MEMORY = "1";
    return;
  }
  databaseName = `hostel_test_${randomBytes(6).toString("hex")}`;
  await onServer(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
});

afterAll(async () => {
  await closeDb();
  if (!databaseName) return;
  await waitForBackendsToLeave(databaseName);
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});
