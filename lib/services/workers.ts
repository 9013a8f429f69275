import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { workers, type Worker } from "@/models/employees";
import { salaries } from "@/models/salaries";
import { PAGE_SIZE } from "@/models/enums";
import { conflict, notFound } from "@/lib/http/errors";
import type { ListQuery } from "@/lib/validations/list";
import type { WorkerInput, WorkerUpdate } from "@/lib/validations/workers";
import { removeImage } from "@/lib/uploads";
import type { User } from "@/models/users";
import { auditCreate, auditDelete, auditUpdate } from "./audit";
import { countedPage, offsetOf, searchAny, totalOfMatches } from "./list";
import { nextUpdatedAt, withId, writeWithImage } from "./records";
import { say } from "@/lib/i18n/server-message";

export const toWorkerApi = withId<Worker>;
export type WorkerApi = ReturnType<typeof toWorkerApi>;
const NOT_FOUND = "workerNotFound";
const searchColumns = [workers.fullName, workers.email, workers.phone, workers.cnic, workers.jobRole];

/** One page of workers, newest first, optionally filtered by name, e-mail, phone, CNIC or job role. */
export async function listWorkers({ page, searchTerm }: ListQuery) {
  const db = await getDb();
  const where = searchAny(searchTerm, searchColumns);
  const rows = await db.select({ row: workers, total: totalOfMatches }).from(workers).where(where).orderBy(desc(workers.createdAt), desc(workers.id)).limit(PAGE_SIZE).offset(offsetOf(page, PAGE_SIZE));
  return countedPage(rows, ({ row }) => toWorkerApi(row), {
    page,
    pageSize: PAGE_SIZE,
    countAll: async () => (await db.select({ value: count() }).from(workers).where(where))[0]?.value ?? 0,
  });
}

/** Every worker, newest first (for the dashboard and the salary form's employee choice). */
export async function allWorkers() {
  const db = await getDb();
  const rows = await db.select().from(workers).orderBy(desc(workers.createdAt), desc(workers.id));
  return rows.map(toWorkerApi);
}

export async function getWorker(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(workers).where(eq(workers.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toWorkerApi(row);
}

export async function createWorker(input: WorkerInput, image: File | null, actor: User) {
  const db = await getDb();
  return writeWithImage(image, (imageName) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(workers).values({ ...input, image: imageName ?? null }).returning();
      const name = row!.fullName;
      await auditCreate(tx, actor, { entity: "worker", id: row!.id, label: name, summary: `Worker ${name} added`, row: row!, picture: Boolean(imageName) });
      return { result: toWorkerApi(row!) };
    }),
  );
}

export async function updateWorker(id: string, input: WorkerUpdate, image: File | null, seenUpdatedAt: Date | undefined, actor: User) {
  const db = await getDb();
  return writeWithImage(image, (imageName) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(workers).where(eq(workers.id, id)).for("update");
      if (!current) throw notFound(NOT_FOUND);
      const [row] = await tx
        .update(workers)
        .set({ ...input, ...(imageName && { image: imageName }), updatedAt: nextUpdatedAt(current.updatedAt, seenUpdatedAt) })
        .where(eq(workers.id, id))
        .returning();
      const name = row!.fullName;
      await auditUpdate(tx, actor, { entity: "worker", id, label: name, summary: `Worker ${name} changed`, was: current, now: row!, picture: Boolean(imageName) });
      return { result: toWorkerApi(row!), replacedImage: current.image };
    }),
  );
}

/**
 * Deletes a worker that no salary record refers to, then their picture. Salaries point at
 * employees without a foreign key, so the check runs here, with the row locked until the delete.
 */
export async function deleteWorker(id: string, actor: User) {
  const db = await getDb();
  const image = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(workers).where(eq(workers.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const [paid] = await tx
      .select({ value: count() })
      .from(salaries)
      .where(and(eq(salaries.employeeType, "Worker"), eq(salaries.employeeId, id)));
    if ((paid?.value ?? 0) > 0) {
      throw conflict(say("workerHasSalaries", { count: paid!.value }));
    }
    await tx.delete(workers).where(eq(workers.id, id));
    await auditDelete(tx, actor, { entity: "worker", id, label: current.fullName, summary: `Worker ${current.fullName} deleted`, row: current });
    return current.image;
  });
  await removeImage(image);
}
