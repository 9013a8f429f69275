// The one way the panel, its scripts and its tests open an embedded database: with the extensions its
// migrations create (pg_trgm for the lists' search), which PGlite must load at every start.

/** An embedded PostgreSQL in `dataDir` (in memory when omitted), ready for queries. */
export async function createPglite(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}
