import jwt from "jsonwebtoken";
import { config } from "@/lib/config";
import { getJwtSecret } from "./secret";

export const SESSION_COOKIE = "hostel_session";

export interface TokenClaims {
  sub: string;
  role: string;
  ver: number;
  exp: number;
}

export function signToken(user: { id: string; role: string; tokenVersion: number }): string {
  return jwt.sign({ role: user.role, ver: user.tokenVersion }, getJwtSecret(), {
    algorithm: "HS256",
    subject: user.id,
    expiresIn: Math.round(config.sessionHours * 3600),
  });
}

/** The token's claims, or null for anything not signed by us with HS256, expired, or missing a claim. */
export function verifyToken(token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, getJwtSecret(), { algorithms: ["HS256"] });
    if (typeof payload !== "object" || payload === null) return null;
    const { sub, role, ver, exp } = payload as Record<string, unknown>;
    if (typeof sub !== "string" || typeof role !== "string" || typeof ver !== "number" || typeof exp !== "number") {
      return null;
    }
    return { sub, role, ver, exp };
  } catch {
    return null;
  }
}

/** The bearer token of an API client, else the browser's session cookie. */
export function tokenFromHeaders(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match?.[1] ?? null;
  }
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
