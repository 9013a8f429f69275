// Runs once when a server starts (`next start`, `next dev`), before it answers any request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  process.umask(0o077); // what the server writes under DATA_DIR is for its user only (scripts/start.mjs sets it first)
  // From now on X-Forwarded-For holds the client's real address (the rate limits key on it), see TRUST_PROXY.
  const { guardIncomingHeaders } = await import("@/lib/server/http/incoming-headers");
  guardIncomingHeaders();
  // Never during `next build` (16.4 does not call it there; a later version might): no lock, no database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { openDbAtStart } = await import("@/lib/server/db");
  await openDbAtStart();
  // Pictures of the older upload folder go into the database once (re-encoded like every upload).
  const { moveUploadFolderIn } = await import("@/lib/server/uploads");
  await moveUploadFolderIn().catch((error) => console.error("Moving the upload folder into the database failed:", error));
  // On PostgreSQL the secret is in the database: read it now, so the proxy can check tokens from the first request.
  const { loadJwtSecret } = await import("@/lib/server/auth/secret");
  await loadJwtSecret().catch((error) =>
    console.error("The JWT secret could not be read at start; it is read on the first request.", error),
  );
  // While no administrator exists, the one-time setup code for claiming the panel from another computer.
  const { announceSetupCodeIfNoAccount } = await import("@/lib/server/auth/first-run");
  await announceSetupCodeIfNoAccount().catch((error) =>
    console.error("The setup code could not be made at start; it is made when first needed.", error),
  );
}
