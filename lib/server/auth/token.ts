import jwt from "jsonwebtoken";
import { config } from "@/lib/server/config";
import { knownJwtSecret, loadJwtSecret } from "./secret";

export const SESSION_COOKIE = "hostel_session";

export interface TokenClaims {
  sub: string;
  role: string;
  ver: number;
  exp: number;
}

export async function signToken(user: { id: string; role: string; tokenVersion: number }): Promise<string> {
  return jwt.sign({ role: user.role, ver: user.tokenVersion }, await loadJwtSecret(), {
    algorithm: "HS256",
    subject: user.id,
    expiresIn: Math.round(config.sessionHours * 3600),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token's claims, or null for anything not signed by us with HS256, expired, missing a claim, or not naming an account id. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  return claimsOf(token, await loadJwtSecret());
}

/**
 * The proxy's check, which must not wait for the database: the claims, null for a bad token, or
 * "unknown" while this process has not read the secret yet (the route handler checks then).
 */
export function verifyTokenIfSecretKnown(token: string): TokenClaims | null | "unknown" {
  const secret = knownJwtSecret();
  return secret ? claimsOf(token, secret) : "unknown";
}

function claimsOf(token: string, secret: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ["HS256"] });
    if (typeof payload !== "object" || payload === null) return null;
    const { sub, role, ver, exp } = payload as Record<string, unknown>;
    if (typeof sub !== "string" || !UUID.test(sub) || typeof role !== "string" || typeof ver !== "number" || typeof exp !== "number") {
      return null;
    }
    return { sub, role, ver, exp };
  } catch {
    return null;
  }
}

/**
 * The bearer token of an API client, else the browser's session cookie. Another Authorization scheme
 * (e.g. Basic, added by a reverse proxy) is not ours: it must not hide the cookie.
 */
export function tokenFromHeaders(headers: Headers): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get("authorization")?.trim() ?? "")?.[1];
  if (bearer) return bearer;
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null; // not valid percent-encoding: no token, rather than a 500
    }
  }
  return null;
}
