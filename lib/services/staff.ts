import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { staff, type StaffMember } from "@/models/employees";
import { salaries } from "@/models/salaries";
import { PAGE_SIZE } from "@/models/enums";
import { conflict, notFound } from "@/lib/http/errors";
import type { ListQuery } from "@/lib/validations/list";
import type { StaffInput, StaffUpdate } from "@/lib/validations/staff";
import { removeImage } from "@/lib/uploads";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";
import { countedPage, offsetOf, searchAny, totalOfMatches } from "./list";
import { nextUpdatedAt, withId, writeWithImage } from "./records";
import { say } from "@/lib/i18n/server-message";

export const toStaffApi = withId<StaffMember>;
export type StaffApi = ReturnType<typeof toStaffApi>;
const NOT_FOUND = "staffNotFound";
const searchColumns = [staff.fullName, staff.email, staff.phone, staff.cnic, staff.designation];

/** One page of staff members, newest first, optionally filtered by name, e-mail, phone, CNIC or designation. */
export async function listStaff({ page, searchTerm }: ListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, searchColumns);
  const rows = await db.select({ row: staff, total: totalOfMatches }).from(staff).where(where).orderBy(desc(staff.createdAt), desc(staff.id)).limit(PAGE_SIZE).offset(offsetOf(page, PAGE_SIZE));
  return countedPage(rows, ({ row }) => toStaffApi(row), {
    page,
    pageSize: PAGE_SIZE,
    countAll: async () => (await db.select({ value: count() }).from(staff).where(where))[0]?.value ?? 0,
  });
}

/** Every staff member, newest first (for the dashboard and the salary form's employee choice). */
export async function allStaff() {
  const db = await getDb();
  const rows = await db.select().from(staff).orderBy(desc(staff.createdAt), desc(staff.id));
  return rows.map(toStaffApi);
}

export async function getStaffMember(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toStaffApi(row);
}

export async function createStaffMember(input: StaffInput, image: File | null, actor: User) {
  const db = await getDb();
  return writeWithImage(image, (imageName) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(staff).values({ ...input, image: imageName ?? null }).returning();
      const name = row!.fullName;
      await auditCreate(tx, actor, { entity: "staff", id: row!.id, label: name, summary: `Staff member ${name} added`, row: row!, picture: Boolean(imageName) });
      return { result: toStaffApi(row!) };
    }),
  );
}

export async function updateStaffMember(id: string, input: StaffUpdate, image: File | null, seenUpdatedAt: Date | undefined, actor: User) {
  const db = await getDb();
  return writeWithImage(image, (imageName) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
      if (!current) throw notFound(NOT_FOUND);
      const [row] = await tx
        .update(staff)
        .set({ ...input, ...(imageName && { image: imageName }), updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt) })
        .where(eq(staff.id, id))
        .returning();
      const name = row!.fullName;
      await auditUpdate(tx, actor, { entity: "staff", id, label: name, summary: `Staff member ${name} changed`, was: current, now: row!, picture: Boolean(imageName) });
      return { result: toStaffApi(row!), replacedImage: current.image };
    }),
  );
}

/**
 * Deletes a staff member that no salary record refers to, then their picture. Salaries point at
 * employees without a foreign key, so the check runs here, with the row locked until the delete.
 */
export async function deleteStaffMember(id: string, actor: User) {
  const db = await getDb();
  const image = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const [paid] = await tx
      .select({ value: count() })
      .from(salaries)
      .where(and(eq(salaries.employeeType, "Staff"), eq(salaries.employeeId, id)));
    if ((paid?.value ?? 0) > 0) {
      throw conflict(say("staffHasSalaries", { count: paid!.value }));
    }
    await tx.delete(staff).where(eq(staff.id, id));
    await auditDelete(tx, actor, { entity: "staff", id, label: current.fullName, summary: `Staff member ${current.fullName} deleted`, row: current });
    return current.image;
  });
  await removeImage(image);
}
