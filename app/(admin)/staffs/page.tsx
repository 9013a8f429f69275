import type { Metadata } from "next";
import { EMPLOYEE_AREAS } from "@/components/employees/areas";
import { EmployeeListScreen } from "@/components/employees/employee-screens";
import { requireAdminPage } from "@/lib/auth/session";
import { listStaff } from "@/lib/services/staff";
import { listQueryOf } from "@/lib/validations/list";

export const metadata: Metadata = { title: EMPLOYEE_AREAS.staff.titles.list };

export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  return <EmployeeListScreen area="staff" query={listQueryOf(await searchParams)} list={listStaff} />;
}
