import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { config } from "@/lib/server/config";
import { settings } from "@/models/shared";

// The JWT secret: JWT_SECRET from the environment, else one generated once and kept where every server
// of the installation finds it. On PostgreSQL that is the database (several servers may share it); on
// the embedded database, which belongs to one server, it is DATA_DIR/jwt-secret.

// On globalThis: the proxy and the route handlers may each load their own copy of this module.
const shared = globalThis as unknown as { hostelJwtSecret?: string };

function fromEnvironment(): string | undefined {
  const secret = process.env.JWT_SECRET;
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters long.");
  return secret;
}

/** The secret kept in DATA_DIR, written there the first time (also what a PostgreSQL installation started from). */
function fromDataDir(create: boolean): string | undefined {
  const file = path.join(config.dataDir, "jwt-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    if (!create) return undefined;
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return fs.readFileSync(file, "utf8").trim();
  }
}

/**
 * The secret if it is known without asking the database (the proxy's fast path), else null: on
 * PostgreSQL until loadJwtSecret() ran in this process.
 */
export function knownJwtSecret(): string | null {
  const secret = fromEnvironment() ?? shared.hostelJwtSecret;
  if (secret) return secret;
  if (config.databaseUrl) return null;
  return (shared.hostelJwtSecret = fromDataDir(true)!);
}

/**
 * The secret, read (or created) once per process. On PostgreSQL the first server to start stores a
 * random one (or the one an earlier single-server setup kept in DATA_DIR) and every server reads it.
 */
export async function loadJwtSecret(): Promise<string> {
  const known = knownJwtSecret();
  if (known) return known;
  // Imported here, not above: the proxy loads this module too, and must not load the database client.
  const { getDb } = await import("@/lib/server/db");
  const db = await getDb();
  const offered = fromDataDir(false) ?? randomBytes(48).toString("base64url");
  await db.insert(settings).values({ key: "jwt_secret", value: offered }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "jwt_secret"));
  return (shared.hostelJwtSecret = row!.value);
}
