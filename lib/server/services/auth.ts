import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { can, type Access } from "@/lib/permissions";
import { passwordResets, users, type User } from "@/models/users";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "@/lib/server/http/errors";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { signToken } from "@/lib/server/auth/token";
import { ADMIN_ROLE } from "@/lib/server/auth/session";
import { afterResponse } from "@/lib/server/auth/after-response";
import { isLocalClient, removeSetupCodeFile, setupCodeMatches, voidSetupCode } from "@/lib/server/auth/first-run";
import { countSignIn, noteResetRequest, signedIn } from "@/lib/server/auth/throttle";
import { PASSWORD_MAX_BYTES } from "@/lib/validations/auth-rules";
import { sendMail, type Mail } from "@/lib/server/mail";
import { defaultLocale } from "@/lib/i18n/locales";
import { outgoingTexts } from "@/lib/server/i18n/outgoing";
import { formatDateTime } from "@/lib/format-time";
import { config } from "@/lib/server/config";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { audit } from "./audit";
import { nextUpdatedAt } from "./records";

const HOUR_MS = 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = HOUR_MS;
/** Reset mails per account and hour (docs/accounts.md); past that a request gets the same answer and sends nothing. */
const RESET_MAILS_PER_HOUR = 3;
/** Stands for the account of an unknown e-mail in the reset request's queries, which then match nothing. */
const NO_ACCOUNT = "00000000-0000-0000-0000-000000000000";
const FIRST_ACCOUNT_LOCK = 7_031_001; // advisory lock id serialising first-run registration and account changes

/** What a service needs to know of the request's client: its address (lib/server/auth/throttle.ts clientAddress). */
export interface Client {
  address: string;
}

export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  role: string;
  /** What the administrator may do: owner, manager or viewer (lib/permissions.ts). */
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

const REGISTRATION_CLOSED = "registrationClosed";
const INVALID_RESET_LINK = "resetLinkInvalid";

/**
 * Creates an admin account. While no account exists anyone on this machine (a loopback client), or
 * anyone with the setup code, may create the first one, an owner (lib/server/auth/first-run.ts); afterwards
 * only a signed-in owner (`actor`) may, with the access chosen (a manager by default). The password is
 * hashed only once that is settled. Audited as "user.create" (the first account by itself).
 */
export async function register(
  input: { username: string; email: string; password: string; access?: Access; setupCode?: string },
  actor: User | null,
  client: Client,
): Promise<User> {
  const byAdmin = actor?.role === ADMIN_ROLE;
  if (byAdmin && !can(actor.access, "accounts")) throw forbidden("noPermission");
  if (!byAdmin) {
    if ((await accountCount()) > 0) throw forbidden(REGISTRATION_CLOSED);
    if (!isLocalClient(client.address) && !(await setupCodeMatches(input.setupCode))) throw forbidden("firstRunHereOnly");
  }
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  let user: User;
  try {
    user = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
      if (!byAdmin) {
        // Checked again under the lock: another first registration may have finished meanwhile.
        const [existing] = await tx.select({ value: count() }).from(users);
        if ((existing?.value ?? 0) > 0) throw forbidden(REGISTRATION_CLOSED);
        await voidSetupCode(tx);
      }
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          role: ADMIN_ROLE,
          access: byAdmin ? (input.access ?? "manager") : "owner",
        })
        .returning();
      await audit(tx, byAdmin ? actor : created!, {
        action: "user.create",
        entity: "user",
        entityId: created!.id,
        label: created!.username,
        summary: `Account of ${created!.username} created`,
        after: { username: created!.username, email: created!.email, access: created!.access },
      });
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("accountEmailTaken");
    throw error;
  }
  if (!byAdmin) removeSetupCodeFile();
  return user;
}

/** Checks the credentials; the same answer for an unknown e-mail and a wrong password. */
export async function login(email: string, password: string): Promise<{ token: string; user: User }> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) throw unauthorized("wrongCredentials");
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

/**
 * Issues a one-hour single-use reset link and mails it after the answer; silent for unknown e-mails.
 * At most RESET_MAILS_PER_HOUR mails an account and hour: a request past that sends nothing and leaves
 * the links already sent valid (every link is valid for its hour until one is used or the account's
 * password, e-mail or access changes), so that requests by a stranger never keep the administrator
 * from resetting; should none of them be usable any more, a new one is sent even then.
 *
 * Known and unknown e-mails take the same path up to the answer: one token and hash made, one
 * transaction with the same statements (the e-mail's request noted, which is a write for every
 * e-mail; the account and its recent links looked up; the link inserted by a statement that inserts
 * nothing when no mail is due), and only then, after the answer, the mail.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const now = new Date();
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashResetToken(token);
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const db = await getDb();
  const account = await db.transaction(async (tx) => {
    await noteResetRequest(tx, email, now);
    const [found] = await tx
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        language: users.language,
        // Written out: drizzle leaves columns unqualified in a one-table select, and "id" would be the link's own.
        sentLastHour:
          sql<number>`(select count(*) from password_resets r where r.user_id = users.id and r.created_at > ${hourAgo}::timestamptz)`.mapWith(
            Number,
          ),
        usable:
          sql<number>`(select count(*) from password_resets r where r.user_id = users.id and r.used_at is null and r.expires_at > ${now.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const due = found !== undefined && (found.sentLastHour < RESET_MAILS_PER_HOUR || found.usable === 0);
    await tx.execute(sql`
      insert into ${passwordResets} (user_id, token_hash, expires_at, created_at)
      select ${found?.id ?? NO_ACCOUNT}::uuid, ${tokenHash}, ${new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      where ${due}`);
    return due ? found : undefined;
  });
  if (!account) return;
  const link = `${config.appUrl}/reset-password/${token}`;
  // In the language the administrator chose for the panel.
  const t = outgoingTexts(account.language ?? defaultLocale, "resetMail");
  deliverLater(
    {
      to: account.email,
      subject: t("subject", { hostel: config.hostelName }),
      text: t("text", { name: account.username, hostel: config.hostelName, link }),
    },
    "the password reset mail",
  );
}

/**
 * Sends a mail after the answer (never inside a transaction). A failed delivery is logged, not
 * answered: a 500 for known e-mails only would tell them apart, and the change it reports is done.
 */
function deliverLater(mail: Mail, what: string): void {
  afterResponse(() => sendMail(mail).catch((error: unknown) => console.error(`[mail] ${what} could not be sent:`, error)));
}

const unusedResetLink = (tokenHash: string) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

/** Every reset link of the account not used yet stops working (a change of its password, e-mail or access). */
async function voidResetLinks(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Sets a new password with a valid reset link, uses up the account's every link, signs out every
 * session, and audits it ("user.password_reset", by the account itself).
 */
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
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, reset.userId))
      .returning();
    await voidResetLinks(tx, reset.userId);
    await audit(tx, user!, {
      action: "user.password_reset",
      entity: "user",
      entityId: user!.id,
      label: user!.username,
      summary: `Password of ${user!.username} reset with a mailed link`,
      after: { password: "changed" },
    });
    return true;
  });
  if (!done) throw notFound(INVALID_RESET_LINK);
}

export async function getAccount(id: string): Promise<User> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound("accountNotFound");
  return user;
}

const ENTER_CURRENT_PASSWORD = "enterCurrentPassword";
const WRONG_CURRENT_PASSWORD = "currentPasswordWrong";

/**
 * One's own password or e-mail changes only with the current password (an owner changing another's
 * does not need theirs). Tried like a sign-in: counted per account and address before comparing.
 */
async function checkCurrentPassword(actor: User, offered: string | undefined, client: Client): Promise<void> {
  if (!offered) throw badRequest(ENTER_CURRENT_PASSWORD, "currentPassword");
  await countSignIn(actor.email, client.address);
  // bcrypt reads 72 bytes: a longer text is no password of this panel, though its start may be.
  const fits = new TextEncoder().encode(offered).length <= PASSWORD_MAX_BYTES;
  if (!(await verifyPassword(offered, actor.passwordHash)) || !fits) {
    throw badRequest(WRONG_CURRENT_PASSWORD, "currentPassword");
  }
  await signedIn(actor.email, client.address);
}

type AccountFields = Partial<Pick<User, "username" | "email" | "access">>;

/**
 * Changes the fields given: one's own account (the current password for one's own password or
 * e-mail), or (an owner) anyone's, its access included. Refused (409) when the account changed since
 * the client's copy (`seenUpdatedAt`), or when it would leave the hostel without an owner.
 *
 * A change of password, e-mail or access, in the same transaction: ends every session of the account
 * (its token version goes up), voids its reset links not used yet; every change is audited
 * ("user.update": which fields, never a password). When the account is the actor's own, `token` is a
 * fresh session for the actor, the one session kept. A changed e-mail is told to the old address,
 * after the answer.
 */
export async function updateAccount(
  id: string,
  input: { username?: string; email?: string; password?: string; access?: Access; currentPassword?: string },
  actor: User,
  client: Client & { seenUpdatedAt?: Date },
): Promise<{ user: User; token?: string }> {
  const own = id === actor.id;
  if ((!own || input.access !== undefined) && !can(actor.access, "accounts")) throw forbidden("noPermission");
  if (own && (input.password !== undefined || (input.email !== undefined && input.email !== actor.email))) {
    await checkCurrentPassword(actor, input.currentPassword, client);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const db = await getDb();
  let outcome: { user: User; before: User; changed: AccountFields; endsSessions: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      if (!before) throw notFound("accountNotFound");
      const changed: AccountFields = {};
      if (input.username !== undefined && input.username !== before.username) changed.username = input.username;
      if (input.email !== undefined && input.email !== before.email) changed.email = input.email;
      if (input.access !== undefined && input.access !== before.access) changed.access = input.access;
      if (before.access === "owner" && changed.access !== undefined) await assertAnotherOwner(tx, id);
      const endsSessions = passwordHash !== undefined || changed.email !== undefined || changed.access !== undefined;
      const [user] = await tx
        .update(users)
        .set({
          ...changed,
          ...(passwordHash && { passwordHash }),
          ...(endsSessions && { tokenVersion: sql`${users.tokenVersion} + 1` }),
          updatedAt: nextUpdatedAt(before.updatedAt, client.seenUpdatedAt),
        })
        .where(eq(users.id, id))
        .returning();
      if (endsSessions) await voidResetLinks(tx, id);
      const fields = Object.keys(changed) as Array<keyof AccountFields>;
      if (fields.length > 0 || passwordHash) {
        await audit(tx, actor, {
          action: "user.update",
          entity: "user",
          entityId: id,
          label: user!.username,
          summary: `Account of ${before.username} changed`,
          params: { name: before.username },
          before: Object.fromEntries(fields.map((field) => [field, before[field]])),
          after: { ...changed, ...(passwordHash && { password: "changed" }) },
        });
      }
      return { user: user!, before, changed, endsSessions };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("accountEmailTaken");
    throw error;
  }
  if (outcome.changed.email !== undefined) tellOldAddress(outcome.before, outcome.changed.email, actor);
  return { user: outcome.user, ...(own && outcome.endsSessions && { token: await signToken(outcome.user) }) };
}

/** "The e-mail of your account at … was changed to … by … on …", to the old address, in the account's language. */
function tellOldAddress(account: User, newEmail: string, actor: User): void {
  const language = account.language ?? defaultLocale;
  const t = outgoingTexts(language, "emailChangedMail");
  const values = {
    name: account.username,
    hostel: config.hostelName,
    email: newEmail,
    admin: actor.username,
    when: formatDateTime(new Date(), config.timeZone, language),
  };
  deliverLater(
    { to: account.email, subject: t("subject", values), text: t("text", values) },
    "the mail to the old address of a changed e-mail",
  );
}

/** There is always an owner: demoting or removing the last one is refused. The caller holds the accounts lock. */
async function assertAnotherOwner(tx: Tx, leavingId: string) {
  const [others] = await tx
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.access, "owner"), ne(users.id, leavingId)));
  if ((others?.value ?? 0) === 0) throw conflict("lastOwner");
}

/**
 * Deletes an account, but never the last one (that would reopen first-run registration) nor the last
 * owner. Its sessions end (no account, no session) and its reset links go with it; audited as
 * "user.delete".
 */
export async function deleteAccount(id: string, actor: User): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
    const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!target) throw notFound("accountNotFound");
    const [total] = await tx.select({ value: count() }).from(users);
    if ((total?.value ?? 0) <= 1) throw conflict("lastAccount");
    if (target.access === "owner") await assertAnotherOwner(tx, id);
    await audit(tx, actor, {
      action: "user.delete",
      entity: "user",
      entityId: id,
      label: target.username,
      summary: `Account of ${target.username} removed`,
      before: { username: target.username, email: target.email, access: target.access },
    });
    await tx.delete(users).where(eq(users.id, id)); // its reset links go with it (on delete cascade)
  });
}

/** Keeps an administrator's choice of language for their next sign-ins. */
export async function setLanguage(userId: string, language: User["language"]): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
