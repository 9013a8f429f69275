import "server-only";
import { workers, type Worker } from "@/models/employees";
import { conflict, notFound, say } from "@/lib/server/http/errors";
import type { ListQuery } from "@/lib/validations/list";
import type { WorkerInput, WorkerUpdate } from "@/lib/validations/workers";
import type { User } from "@/models/users";
import { createEmployee, deleteEmployee, updateEmployee, type EmployeeKind } from "./employees";
import { allRecords, pageOfRecords, recordById, searchAny } from "./list";
import { withId } from "./records";

export const toWorkerApi = withId<Worker>;
export type WorkerApi = ReturnType<typeof toWorkerApi>;
const NOT_FOUND = "workerNotFound";
const searchColumns = [workers.fullName, workers.email, workers.phone, workers.cnic, workers.jobRole];

const KIND: EmployeeKind<typeof workers> = {
  table: workers,
  entity: "worker",
  title: "Worker",
  salaryType: "Worker",
  missing: () => notFound(NOT_FOUND),
  stillPaid: (records) => conflict(say("workerHasSalaries", { count: records })),
};

/** One page of workers, newest first, optionally filtered by name, e-mail, phone, CNIC or job role. */
export async function listWorkers({ page, searchTerm }: ListQuery) {
  return pageOfRecords(workers, searchAny(searchTerm, searchColumns), page, toWorkerApi);
}

/** Every worker, newest first (for the dashboard and the salary form's employee choice). */
export async function allWorkers() {
  return allRecords(workers, toWorkerApi);
}

export async function getWorker(id: string) {
  const row = await recordById(workers, id);
  if (!row) throw notFound(NOT_FOUND);
  return toWorkerApi(row);
}

export async function createWorker(input: WorkerInput, image: File | null, actor: User) {
  return createEmployee(KIND, input, image, actor);
}

export async function updateWorker(id: string, input: WorkerUpdate, image: File | null, seenUpdatedAt: Date | undefined, actor: User) {
  return updateEmployee(KIND, id, input, image, seenUpdatedAt, actor);
}

/** Deletes a worker that no salary record refers to, then their picture. */
export async function deleteWorker(id: string, actor: User) {
  return deleteEmployee(KIND, id, actor);
}
