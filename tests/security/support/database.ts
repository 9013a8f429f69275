// SQL on the server's database, on the PostgreSQL run only (with PGlite the server process owns the database).
import pg from "pg";
import { server } from "./server";

let pool: pg.Pool | undefined;

export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  if (!server.databaseUrl) throw new Error("SQL checks need the PostgreSQL run (SECURITY_DATABASE_URL)");
  pool ??= new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  const result = await pool.query<T>(text, values);
  return result.rows;
}

export async function closeSql(): Promise<void> {
  await pool?.end();
  pool = undefined;
}
