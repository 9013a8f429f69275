import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { config } from "@/lib/config";

let cached: string | undefined;

/** JWT_SECRET from the environment, or a random secret generated once and kept in DATA_DIR (never one in the code). */
export function getJwtSecret(): string {
  if (process.env.JWT_SECRET) {
    if (process.env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET must be at least 32 characters long.");
    return process.env.JWT_SECRET;
  }
  if (cached) return cached;
  const file = path.join(config.dataDir, "jwt-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    cached = fs.readFileSync(file, "utf8").trim();
  }
  return cached;
}
