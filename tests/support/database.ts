// Each test file runs on a database of its own: in-memory PGlite by default, or, when
// TEST_DATABASE_URL is set, a fresh database created on that PostgreSQL server and dropped after.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { closeDb } from "@/lib/db";

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
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
  if (databaseName) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});
