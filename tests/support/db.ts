// Direct database access for arranging states the API cannot reach (other roles, expired links).
import jwt from "jsonwebtoken";
import { eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { passwordResets, users, type User } from "@/models/users";
import { TEST_SECRET } from "./http";

export async function userRow(id: string): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function setRole(id: string, role: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function countUsers(): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: users.id }).from(users)).length;
}

export async function deleteAllUsers(): Promise<void> {
  const db = await getDb();
  await db.delete(users);
}

export async function deleteUsersExcept(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(users).where(ne(users.id, id));
}

export async function expireResetLinks(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(passwordResets)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(passwordResets.userId, userId));
}

/** A token signed like the app's own (HS256, the test secret) with the account's current version, unless overridden. */
export async function signTokenFor(
  id: string,
  claims: Record<string, unknown> = {},
  options: { secret?: string; expiresIn?: number | null } = {},
): Promise<string> {
  const user = await userRow(id);
  if (!user) throw new Error(`no account ${id}`);
  const { expiresIn = 3600, secret = TEST_SECRET } = options;
  return jwt.sign({ role: user.role, ver: user.tokenVersion, ...claims }, secret, {
    algorithm: "HS256",
    subject: id,
    ...(expiresIn === null ? {} : { expiresIn }),
  });
}
