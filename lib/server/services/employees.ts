import "server-only";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { removeImage } from "@/lib/server/uploads";
import type { AppError } from "@/lib/server/http/errors";
import type { staff, workers } from "@/models/employees";
import { salaries } from "@/models/salaries";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";
import { nextUpdatedAt, withId, writeWithImage } from "./records";

// The staff and the workers are one kind of record with a few fields of their own (models/employees.ts),
// written the same way: ./staff.ts and ./workers.ts call these with their EmployeeKind.

type EmployeeTable = typeof staff | typeof workers;

/** What tells the staff and the workers apart when they are written. */
export interface EmployeeKind<Table extends EmployeeTable> {
  table: Table;
  /** The audit log's entity. */
  entity: "staff" | "worker";
  /** One of them as the audit log's summaries name it: "Staff member", "Worker". */
  title: string;
  /** Their salary records' employee type. */
  salaryType: "Staff" | "Worker";
  /** The 404 of an id that is not one of them. */
  missing: () => AppError;
  /** The 409 of a delete while salary records still point at them. */
  stillPaid: (records: number) => AppError;
}

type Row<Table extends EmployeeTable> = Table["$inferSelect"];
// drizzle cannot follow a write to a table chosen by a type parameter: the writes below name the
// table as one of the two, whose columns they share.
type AnyEmployeeTable = typeof staff;

export async function createEmployee<Table extends EmployeeTable>(
  kind: EmployeeKind<Table>,
  input: Omit<Table["$inferInsert"], "image">,
  image: File | null,
  actor: User,
) {
  const db = await getDb();
  const table = kind.table as AnyEmployeeTable;
  return writeWithImage(image, (imageName) =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(table)
        .values({ ...input, image: imageName ?? null })
        .returning();
      const row = inserted as Row<Table>;
      const name = row.fullName;
      await auditCreate(tx, actor, {
        entity: kind.entity,
        id: row.id,
        label: name,
        summary: `${kind.title} ${name} added`,
        row,
        picture: Boolean(imageName),
      });
      return { result: withId(row) };
    }),
  );
}

export async function updateEmployee<Table extends EmployeeTable>(
  kind: EmployeeKind<Table>,
  id: string,
  input: Partial<Table["$inferInsert"]>,
  image: File | null,
  seenUpdatedAt: Date | undefined,
  actor: User,
) {
  const db = await getDb();
  const table = kind.table as AnyEmployeeTable;
  return writeWithImage(image, (imageName) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (!current) throw kind.missing();
      const [updated] = await tx
        .update(table)
        .set({ ...input, ...(imageName && { image: imageName }), updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt) })
        .where(eq(table.id, id))
        .returning();
      const row = updated as Row<Table>;
      const name = row.fullName;
      await auditUpdate(tx, actor, {
        entity: kind.entity,
        id,
        label: name,
        summary: `${kind.title} ${name} changed`,
        was: current,
        now: row,
        picture: Boolean(imageName),
      });
      return { result: withId(row), replacedImage: current.image };
    }),
  );
}

/**
 * Deletes an employee that no salary record refers to, then their picture. Salaries point at
 * employees without a foreign key, so the check runs here, with the row locked until the delete.
 */
export async function deleteEmployee<Table extends EmployeeTable>(kind: EmployeeKind<Table>, id: string, actor: User) {
  const db = await getDb();
  const table = kind.table as AnyEmployeeTable;
  const image = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!current) throw kind.missing();
    const [paid] = await tx
      .select({ value: count() })
      .from(salaries)
      .where(and(eq(salaries.employeeType, kind.salaryType), eq(salaries.employeeId, id)));
    if ((paid?.value ?? 0) > 0) throw kind.stillPaid(paid!.value);
    await tx.delete(table).where(eq(table.id, id));
    await auditDelete(tx, actor, {
      entity: kind.entity,
      id,
      label: current.fullName,
      summary: `${kind.title} ${current.fullName} deleted`,
      row: current,
    });
    return current.image;
  });
  await removeImage(image);
}
