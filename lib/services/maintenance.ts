import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { maintenance, maintenanceSearchColumns, type Maintenance } from "@/models/maintenance";
import { PAGE_SIZE } from "@/models/enums";
import { badRequest, notFound } from "@/lib/http/errors";
import type { ListQuery } from "@/lib/validations/list";
import {
  COMPLETION_BEFORE_START,
  completesBeforeStart,
  type MaintenanceInput,
  type MaintenanceUpdate,
} from "@/lib/validations/maintenance";
import { offsetOf, pageOf, searchAny } from "./list";
import { nextUpdatedAt, withId } from "./records";

export const toMaintenanceApi = withId<Maintenance>;
export type MaintenanceApi = ReturnType<typeof toMaintenanceApi>;
const NOT_FOUND = "Maintenance not found";
const newestFirst = [desc(maintenance.createdAt), desc(maintenance.id)] as const;

// An empty status means the default and an empty cost 0: both columns always hold a value.
function columnsOf(input: MaintenanceUpdate) {
  const { status, totalCost, ...rest } = input;
  return {
    ...rest,
    ...(status !== undefined && { status: status ?? "Pending" }),
    ...(totalCost !== undefined && { totalCost: totalCost ?? 0 }),
  };
}

/** One page of maintenance jobs, newest first, optionally filtered by title, type, location or status. */
export async function listMaintenance({ page, searchTerm }: ListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, maintenanceSearchColumns);
  const [rows, [total]] = await Promise.all([
    db.select().from(maintenance).where(where).orderBy(...newestFirst).limit(PAGE_SIZE).offset(offsetOf(page, PAGE_SIZE)),
    db.select({ value: count() }).from(maintenance).where(where),
  ]);
  return pageOf(rows.map(toMaintenanceApi), total?.value ?? 0, page, PAGE_SIZE);
}

export async function allMaintenance() {
  const db = await getDb();
  const rows = await db.select().from(maintenance).orderBy(...newestFirst);
  return rows.map(toMaintenanceApi);
}

export async function getMaintenance(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(maintenance).where(eq(maintenance.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toMaintenanceApi(row);
}

export async function createMaintenance(input: MaintenanceInput) {
  const db = await getDb();
  const [row] = await db
    .insert(maintenance)
    .values({ ...input, status: input.status ?? "Pending", totalCost: input.totalCost ?? 0 })
    .returning();
  return toMaintenanceApi(row!);
}

/** Changes the fields sent; the work may not end before it starts once both dates are merged. */
export async function updateMaintenance(id: string, input: MaintenanceUpdate, seenUpdatedAt?: Date) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(maintenance).where(eq(maintenance.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const merged = { ...current, ...input };
    if (completesBeforeStart(merged)) throw badRequest(COMPLETION_BEFORE_START, { workCompletionDate: COMPLETION_BEFORE_START });
    const [row] = await tx
      .update(maintenance)
      .set({ ...columnsOf(input), updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt) })
      .where(eq(maintenance.id, id))
      .returning();
    return toMaintenanceApi(row!);
  });
}

export async function deleteMaintenance(id: string) {
  const db = await getDb();
  const [row] = await db.delete(maintenance).where(eq(maintenance.id, id)).returning({ id: maintenance.id });
  if (!row) throw notFound(NOT_FOUND);
}
