import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { can, FORBIDDEN_MESSAGE, type Access } from "@/lib/auth/permissions";
import { passwordResets, users, type User } from "@/models/users";
import { conflict, forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { signToken } from "@/lib/auth/token";
import { ADMIN_ROLE } from "@/lib/auth/session";
import { sendMail } from "@/lib/mail";
import { defaultLocale } from "@/lib/i18n/locales";
import { outgoingTexts } from "@/lib/i18n/outgoing";
import { config } from "@/lib/config";
import { isUniqueViolation } from "@/lib/db/errors";
import { nextUpdatedAt } from "./records";

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const FIRST_ACCOUNT_LOCK = 7_031_001; // advisory lock id serialising first-run registration

export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  role: string;
  /** What the administrator may do: owner, manager or viewer (lib/auth/permissions.ts). */
  access: Access;
  createdAt: Date;
  updatedAt: Date;
}

export function toPublicUser(user: User): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    access: user.access,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function accountCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

const REGISTRATION_CLOSED = "Registration is closed. Ask an administrator to create your account.";
const INVALID_RESET_LINK = "This password reset link is invalid or has expired. Please ask for a new one.";

/**
 * Creates an admin account. While no account exists anyone may create the first one, an owner;
 * afterwards only a signed-in owner (`actor`) may, with the access chosen (a manager by default). The
 * password is hashed only once that is settled.
 */
export async function register(
  input: { username: string; email: string; password: string; access?: Access },
  actor: User | null,
): Promise<User> {
  const byAdmin = actor?.role === ADMIN_ROLE;
  if (byAdmin && !can(actor.access, "accounts")) throw forbidden(FORBIDDEN_MESSAGE);
  if (!byAdmin && (await accountCount()) > 0) throw forbidden(REGISTRATION_CLOSED);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
      if (!byAdmin) {
        // Checked again under the lock: another first registration may have finished meanwhile.
        const [existing] = await tx.select({ value: count() }).from(users);
        if ((existing?.value ?? 0) > 0) throw forbidden(REGISTRATION_CLOSED);
      }
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash, role: ADMIN_ROLE, access: byAdmin ? (input.access ?? "manager") : "owner" })
        .returning();
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists.");
    throw error;
  }
}

/** Checks the credentials; the same answer for an unknown e-mail and a wrong password. */
export async function login(email: string, password: string): Promise<{ token: string; user: User }> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) throw unauthorized("Invalid email or password");
  return { token: await signToken(user), user };
}

/** Revokes every token the account holds. */
export async function revokeTokens(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Issues a one-hour single-use reset token and mails its link; silent for unknown e-mails. */
export async function requestPasswordReset(email: string): Promise<void> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    // A newer link replaces any older one.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  const link = `${config.appUrl}/reset-password/${token}`;
  // A failed delivery is logged, not answered: a 500 for known e-mails only would tell them apart.
  // In the language the administrator chose for the panel.
  const t = outgoingTexts(user.language ?? defaultLocale, "resetMail");
  await sendMail({
    to: user.email,
    subject: t("subject", { hostel: config.hostelName }),
    text: t("text", { name: user.username, hostel: config.hostelName, link }),
  }).catch((error: unknown) => console.error("[mail] the password reset mail could not be sent:", error));
}

const unusedResetLink = (tokenHash: string) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

/** Sets a new password with a valid reset token, uses the token up, and signs out every session. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const tokenHash = hashResetToken(token);
  const db = await getDb();
  // The link is checked before the password is hashed, and again when it is used up.
  const [valid] = await db.select({ id: passwordResets.id }).from(passwordResets).where(unusedResetLink(tokenHash)).limit(1);
  if (!valid) throw notFound(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [reset] = await tx.update(passwordResets).set({ usedAt: new Date() }).where(unusedResetLink(tokenHash)).returning();
    if (!reset) return false;
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    return true;
  });
  if (!done) throw notFound(INVALID_RESET_LINK);
}

export async function getAccount(id: string): Promise<User> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound("Account not found");
  return user;
}

/**
 * Changes the fields given: one's own account, or (an owner) anyone's, its access included; refused
 * (409) when the account changed since the client's copy (`seenUpdatedAt`), or when it would leave the
 * hostel without an owner.
 */
export async function updateAccount(
  id: string,
  input: { username?: string; email?: string; password?: string; access?: Access },
  actor: User,
  seenUpdatedAt?: Date,
): Promise<User> {
  const own = id === actor.id;
  if ((!own || input.access !== undefined) && !can(actor.access, "accounts")) throw forbidden(FORBIDDEN_MESSAGE);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
      const [current] = await tx.select({ updatedAt: users.updatedAt, access: users.access }).from(users).where(eq(users.id, id)).for("update");
      if (!current) throw notFound("Account not found");
      if (current.access === "owner" && input.access !== undefined && input.access !== "owner") await assertAnotherOwner(tx, id);
      const [user] = await tx
        .update(users)
        .set({
          ...(input.username !== undefined && { username: input.username }),
          ...(input.email !== undefined && { email: input.email }),
          ...(input.access !== undefined && { access: input.access }),
          ...(passwordHash && { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }),
          updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt),
        })
        .where(eq(users.id, id))
        .returning();
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists.");
    throw error;
  }
}

/** There is always an owner: demoting or removing the last one is refused. The caller holds the accounts lock. */
async function assertAnotherOwner(tx: Tx, leavingId: string) {
  const [others] = await tx.select({ value: count() }).from(users).where(and(eq(users.access, "owner"), ne(users.id, leavingId)));
  if ((others?.value ?? 0) === 0) throw conflict("The hostel needs at least one owner.");
}

/** Deletes an account, but never the last one (that would reopen first-run registration) nor the last owner. */
export async function deleteAccount(id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
    const [target] = await tx.select({ id: users.id, access: users.access }).from(users).where(eq(users.id, id)).limit(1);
    if (!target) throw notFound("Account not found");
    const [total] = await tx.select({ value: count() }).from(users);
    if ((total?.value ?? 0) <= 1) throw conflict("The last account cannot be deleted.");
    if (target.access === "owner") await assertAnotherOwner(tx, id);
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** Keeps an administrator's choice of language for their next sign-ins. */
export async function setLanguage(userId: string, language: User["language"]): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
