import type { Metadata } from "next";
import { EMPLOYEE_AREAS } from "@/components/employees/areas";
import { EmployeeListScreen } from "@/components/employees/employee-screens";
import { requireAdminPage } from "@/lib/auth/session";
import { listWorkers } from "@/lib/services/workers";
import { listQueryOf } from "@/lib/validations/list";

export const metadata: Metadata = { title: EMPLOYEE_AREAS.worker.titles.list };

export default async function WorkersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  return <EmployeeListScreen area="worker" query={listQueryOf(await searchParams)} list={listWorkers} />;
}
