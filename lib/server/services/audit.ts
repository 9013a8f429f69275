import "server-only";
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import { bookingPayments, bookings } from "@/models/bookings";
import { auditEntries } from "@/models/ledger";
import { users, type User } from "@/models/users";
import type { AUDIT_ENTITIES } from "@/models/enums";
import { offsetOf, pageOf } from "./list";

const AUDIT_PAGE_SIZE = 20;

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * The values an entry's sentence needs beyond its record's name, as data: amounts as numbers of
 * rupees, days as YYYY-MM-DD, payment modes as their codes, counts as numbers, what was typed as typed.
 * The screen words them in the page's language (components/audit/audit-sentence.ts).
 */
export type AuditParams = Record<string, string | number | null>;

export interface AuditEvent {
  action: string;
  /** The kind of record: booking, payment, user, student, room, staff, worker, salary, maintenance, history. */
  entity: string;
  entityId: string;
  /** The record's human name: a resident's name, "Room 12", a receipt number, a job's title. */
  label?: string | null;
  /** The entry's sentence in English, kept for the API (its contract); the screen words it from `params`. */
  summary: string;
  params?: AuditParams;
  before?: unknown;
  after?: unknown;
}

/** Writes who did what, inside the transaction of the change itself: no change without its entry. */
export async function audit(tx: Tx, actor: User | null, event: AuditEvent): Promise<void> {
  await tx.insert(auditEntries).values({
    actorId: actor?.id ?? null,
    actor: actor ? actor.username : "system",
    action: event.action,
    entity: event.entity,
    entityId: event.entityId,
    entityLabel: event.label?.trim() || null,
    summary: event.summary,
    params: event.params ?? {},
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

// ---------------------------------------------------------------------------------------------
// The record areas' writes (customers, rooms, staff, workers, salaries, maintenance, histories).

type Fields = Record<string, unknown>;

/** Never recorded: ids, timestamps the database keeps, and the picture (its name stands for bytes; a change is noted as such). */
const NOT_RECORDED = new Set(["id", "_id", "image", "createdAt", "updatedAt"]);
/** A customer's ID pictures: recorded as "added" or "changed", never by their names (docs/register.md, "Privacy"). */
const ID_PICTURES = new Set(["idFront", "idBack"]);

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** A value as the entry keeps it: a moment as its ISO text, everything else as JSON holds it. */
const stored = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : isEmpty(value) ? null : value);
const same = (a: unknown, b: unknown) => JSON.stringify(stored(a)) === JSON.stringify(stored(b));

/** A record's fields worth recording, empty and zero ones left out (a new record's "after", a deleted one's "before"). */
export function recordedFields(row: object): Fields {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key, value]) => !NOT_RECORDED.has(key) && !isEmpty(value) && value !== 0)
      .map(([key, value]) => [key, ID_PICTURES.has(key) ? "added" : stored(value)]),
  );
}

/** The fields whose value differs between two versions of a record, each side with its own value (empty as null). */
export function changedFields(before: object, after: object): { before: Fields; after: Fields } {
  const was = before as Fields;
  const now = after as Fields;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => !NOT_RECORDED.has(key) && !same(was[key], now[key]),
  );
  const picture = (value: unknown, other: unknown) => (isEmpty(value) ? null : isEmpty(other) ? "added" : "changed");
  return {
    before: Object.fromEntries(keys.map((key) => [key, ID_PICTURES.has(key) ? (isEmpty(was[key]) ? null : "added") : stored(was[key])])),
    after: Object.fromEntries(keys.map((key) => [key, ID_PICTURES.has(key) ? picture(now[key], was[key]) : stored(now[key])])),
  };
}

export type RecordEntity = Exclude<AuditEntity, "booking" | "payment" | "user">;

interface RecordWrite {
  entity: RecordEntity;
  id: string;
  label: string;
  summary: string;
  params?: AuditParams;
}

/** A record added: all its filled fields after, and whether it came with a picture. */
export async function auditCreate(tx: Tx, actor: User | null, write: RecordWrite & { row: object; picture?: boolean }): Promise<void> {
  const after = { ...recordedFields(write.row), ...(write.picture && { picture: "added" }) };
  await audit(tx, actor, {
    action: `${write.entity}.create`,
    entity: write.entity,
    entityId: write.id,
    label: write.label,
    summary: write.summary,
    params: write.params,
    after,
  });
}

/**
 * A record changed: each changed field before → after (a new picture as `picture: "changed"`). Nothing
 * changed, nothing written: a form saved as it was is no event.
 */
export async function auditUpdate(
  tx: Tx,
  actor: User | null,
  write: RecordWrite & { was: object; now: object; picture?: boolean },
): Promise<void> {
  const { before, after } = changedFields(write.was, write.now);
  if (write.picture) after.picture = "changed";
  if (Object.keys(after).length === 0) return;
  await audit(tx, actor, {
    action: `${write.entity}.update`,
    entity: write.entity,
    entityId: write.id,
    label: write.label,
    summary: write.summary,
    params: write.params,
    before,
    after,
  });
}

/** A record deleted: all its filled fields before. */
export async function auditDelete(tx: Tx, actor: User | null, write: RecordWrite & { row: object }): Promise<void> {
  await audit(tx, actor, {
    action: `${write.entity}.delete`,
    entity: write.entity,
    entityId: write.id,
    label: write.label,
    summary: write.summary,
    params: write.params,
    before: recordedFields(write.row),
  });
}

// ---------------------------------------------------------------------------------------------
// Reading the log.

export interface AuditQuery {
  page: number;
  actorId?: string;
  entity?: string;
  entityId?: string;
  /** First and last day (YYYY-MM-DD) on the hostel's calendar. */
  from?: string;
  to?: string;
}

/** The start of a day on the hostel's clock, as a moment. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone ${config.timeZone})`;
const startOfNextDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${config.timeZone})`;

/**
 * The record's name: as written with the entry, else (an entry written without one) the booking's
 * resident, the payment's receipt number or the account's name as they are now.
 */
const labelOf = sql<string | null>`coalesce(${auditEntries.entityLabel}, case ${auditEntries.entity}
  when 'booking' then (select ${bookings.studentName} from ${bookings} where ${bookings.id} = ${auditEntries.entityId})
  when 'payment' then (select ${bookingPayments.receiptNo} from ${bookingPayments} where ${bookingPayments.id} = ${auditEntries.entityId})
  when 'user' then (select ${users.username} from ${users} where ${users.id} = ${auditEntries.entityId})
end)`;

/** One page of the audit log, newest first, filtered by administrator, kind of record, one record and days. */
export async function listAudit({ page, actorId, entity, entityId, from, to }: AuditQuery) {
  const db = await getDb();
  const filters: SQL[] = [];
  if (actorId) filters.push(eq(auditEntries.actorId, actorId));
  if (entity) filters.push(eq(auditEntries.entity, entity));
  if (entityId) filters.push(eq(auditEntries.entityId, entityId));
  if (from) filters.push(gte(auditEntries.at, startOfDay(from)));
  if (to) filters.push(lt(auditEntries.at, startOfNextDay(to)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEntries.id,
        at: auditEntries.at,
        actorId: auditEntries.actorId,
        actor: auditEntries.actor,
        action: auditEntries.action,
        entity: auditEntries.entity,
        entityId: auditEntries.entityId,
        label: labelOf,
        summary: auditEntries.summary,
        params: auditEntries.params,
        before: auditEntries.before,
        after: auditEntries.after,
      })
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset(offsetOf(page, AUDIT_PAGE_SIZE)),
    db.select({ value: count() }).from(auditEntries).where(where),
  ]);
  const entries = rows.map(({ id, ...entry }) => ({ _id: id, ...entry }));
  return pageOf(entries, total?.value ?? 0, page, AUDIT_PAGE_SIZE);
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAudit>>["rows"][number];

/** An entry as GET /api/audit answers: its sentence's values are the screen's, not the contract's. */
export const auditEntryApi = ({ params: _params, ...entry }: AuditEntryRow) => entry;

export type AuditEntryApi = ReturnType<typeof auditEntryApi>;

/** The administrators the log can be filtered by: every account, by name. */
export async function auditActors(): Promise<{ _id: string; username: string }[]> {
  const db = await getDb();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).orderBy(asc(users.username), asc(users.id));
  return rows.map(({ id, username }) => ({ _id: id, username }));
}
