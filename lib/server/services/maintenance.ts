import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { maintenance, maintenanceSearchColumns, type Maintenance } from "@/models/maintenance";
import { badRequest, notFound } from "@/lib/server/http/errors";
import type { ListQuery } from "@/lib/validations/list";
import { completesBeforeStart, type MaintenanceInput, type MaintenanceUpdate } from "@/lib/validations/maintenance";
import { allRecords, pageOfRecords, recordById, searchAny } from "./list";
import { nextUpdatedAt, withId } from "./records";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";

export const toMaintenanceApi = withId<Maintenance>;
export type MaintenanceApi = ReturnType<typeof toMaintenanceApi>;
const NOT_FOUND = "maintenanceNotFound";

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
  return pageOfRecords(maintenance, searchAny(searchTerm, maintenanceSearchColumns), page, toMaintenanceApi);
}

export async function allMaintenance() {
  return allRecords(maintenance, toMaintenanceApi);
}

export async function getMaintenance(id: string) {
  const row = await recordById(maintenance, id);
  if (!row) throw notFound(NOT_FOUND);
  return toMaintenanceApi(row);
}

export async function createMaintenance(input: MaintenanceInput, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(maintenance)
      .values({ ...input, status: input.status ?? "Pending", totalCost: input.totalCost ?? 0 })
      .returning();
    await auditCreate(tx, actor, {
      entity: "maintenance",
      id: row!.id,
      label: row!.title,
      summary: `Maintenance job "${row!.title}" added`,
      row: row!,
    });
    return toMaintenanceApi(row!);
  });
}

/** Changes the fields sent; the work may not end before it starts once both dates are merged. */
export async function updateMaintenance(id: string, input: MaintenanceUpdate, seenUpdatedAt: Date | undefined, actor: User) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(maintenance).where(eq(maintenance.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const merged = { ...current, ...input };
    if (completesBeforeStart(merged)) throw badRequest("completionBeforeStart", "workCompletionDate");
    const [row] = await tx
      .update(maintenance)
      .set({ ...columnsOf(input), updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt) })
      .where(eq(maintenance.id, id))
      .returning();
    await auditUpdate(tx, actor, {
      entity: "maintenance",
      id,
      label: row!.title,
      summary: `Maintenance job "${row!.title}" changed`,
      was: current,
      now: row!,
    });
    return toMaintenanceApi(row!);
  });
}

export async function deleteMaintenance(id: string, actor: User) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(maintenance).where(eq(maintenance.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    await auditDelete(tx, actor, { entity: "maintenance", id, label: row.title, summary: `Maintenance job "${row.title}" deleted`, row });
  });
}
