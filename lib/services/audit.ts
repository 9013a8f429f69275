import "server-only";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { auditEntries } from "@/models/ledger";
import type { User } from "@/models/users";
import { offsetOf, pageOf } from "./list";

const AUDIT_PAGE_SIZE = 20;

export interface AuditEvent {
  action: string;
  /** The kind of record: booking, payment, user, student, room, staff, worker, salary, maintenance, history. */
  entity: string;
  entityId: string;
  summary: string;
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
    summary: event.summary,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

/** One page of the audit log, newest first, optionally for one record. */
export async function listAudit({ page, entity, entityId }: { page: number; entity?: string; entityId?: string }) {
  const db = await getDb();
  const filters: SQL[] = [];
  if (entity) filters.push(eq(auditEntries.entity, entity));
  if (entityId) filters.push(eq(auditEntries.entityId, entityId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.at), desc(auditEntries.id)).limit(AUDIT_PAGE_SIZE).offset(offsetOf(page, AUDIT_PAGE_SIZE)),
    db.select({ value: count() }).from(auditEntries).where(where),
  ]);
  const entries = rows.map(({ id, at, actor, action, entity, entityId, summary, before, after }) => ({ _id: id, at, actor, action, entity, entityId, summary, before, after }));
  return pageOf(entries, total?.value ?? 0, page, AUDIT_PAGE_SIZE);
}
