// One SQL statement on the PostgreSQL server named by `url` (CREATE or DROP DATABASE), through `pg`,
// a dependency of the app: no psql needed. Loaded lazily, so scripts may import this before `npm install`.
export async function onServer(url, statement) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
