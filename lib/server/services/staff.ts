import "server-only";
import { staff, type StaffMember } from "@/models/employees";
import { conflict, notFound, say } from "@/lib/server/http/errors";
import type { ListQuery } from "@/lib/validations/list";
import type { StaffInput, StaffUpdate } from "@/lib/validations/staff";
import type { User } from "@/models/users";
import { createEmployee, deleteEmployee, updateEmployee, type EmployeeKind } from "./employees";
import { allRecords, pageOfRecords, recordById, searchAny } from "./list";
import { withId } from "./records";

export const toStaffApi = withId<StaffMember>;
export type StaffApi = ReturnType<typeof toStaffApi>;
const NOT_FOUND = "staffNotFound";
const searchColumns = [staff.fullName, staff.email, staff.phone, staff.cnic, staff.designation];

const KIND: EmployeeKind<typeof staff> = {
  table: staff,
  entity: "staff",
  title: "Staff member",
  salaryType: "Staff",
  missing: () => notFound(NOT_FOUND),
  stillPaid: (records) => conflict(say("staffHasSalaries", { count: records })),
};

/** One page of staff members, newest first, optionally filtered by name, e-mail, phone, CNIC or designation. */
export async function listStaff({ page, searchTerm }: ListQuery) {
  return pageOfRecords(staff, searchAny(searchTerm, searchColumns), page, toStaffApi);
}

/** Every staff member, newest first (for the dashboard and the salary form's employee choice). */
export async function allStaff() {
  return allRecords(staff, toStaffApi);
}

export async function getStaffMember(id: string) {
  const row = await recordById(staff, id);
  if (!row) throw notFound(NOT_FOUND);
  return toStaffApi(row);
}

export async function createStaffMember(input: StaffInput, image: File | null, actor: User) {
  return createEmployee(KIND, input, image, actor);
}

export async function updateStaffMember(id: string, input: StaffUpdate, image: File | null, seenUpdatedAt: Date | undefined, actor: User) {
  return updateEmployee(KIND, id, input, image, seenUpdatedAt, actor);
}

/** Deletes a staff member that no salary record refers to, then their picture. */
export async function deleteStaffMember(id: string, actor: User) {
  return deleteEmployee(KIND, id, actor);
}
