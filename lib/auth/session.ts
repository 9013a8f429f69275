import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users, type User } from "@/models/users";
import { forbidden, unauthorized } from "@/lib/http/errors";
import { config } from "@/lib/config";
import { SESSION_COOKIE, tokenFromHeaders, verifyToken } from "./token";

export const ADMIN_ROLE = "admin";

/** The account a token belongs to, if the token is valid and not revoked. */
async function userForToken(token: string | null | undefined): Promise<User | null> {
  if (!token) return null;
  const claims = verifyToken(token);
  if (!claims) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!user || user.tokenVersion !== claims.ver) return null;
  return user;
}

/** The signed-in account of a request, or null. */
export async function sessionUser(request: Request): Promise<User | null> {
  return userForToken(tokenFromHeaders(request.headers));
}

/** The guard every protected route handler calls: 401 without a valid session, 403 for a non-admin. */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await sessionUser(request);
  if (!user) throw unauthorized();
  if (user.role !== ADMIN_ROLE) throw forbidden();
  return user;
}

/** The signed-in admin for server components, or null. */
export async function currentAdmin(): Promise<User | null> {
  const store = await cookies();
  const user = await userForToken(store.get(SESSION_COOKIE)?.value);
  return user && user.role === ADMIN_ROLE ? user : null;
}

/** For admin pages: the signed-in admin, or a redirect to /Sign-in (layouts do not re-run on client navigation). */
export async function requireAdminPage(): Promise<User> {
  const admin = await currentAdmin();
  if (!admin) redirect("/Sign-in");
  return admin;
}

export function sessionCookie(token: string) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
    path: "/",
    maxAge: Math.round(config.sessionHours * 3600),
  };
}

export function expiredSessionCookie() {
  return { ...sessionCookie(""), maxAge: 0 };
}
