// Runs once when a server starts (`next start`, `next dev`), before it answers any request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  process.umask(0o077); // what the server writes under DATA_DIR is for its user only (scripts/start.mjs sets it first)
  // From now on X-Forwarded-For holds the client's real address (the rate limits key on it), see TRUST_PROXY.
  const { guardIncomingHeaders } = await import("@/lib/http/incoming-headers");
  guardIncomingHeaders();
  // Never during `next build` (16.4 does not call it there; a later version might): no lock, no database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { openDbAtStart } = await import("@/lib/db");
  await openDbAtStart();
}
