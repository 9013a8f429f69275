import type { Metadata } from "next";
import { EMPLOYEE_AREAS } from "@/components/employees/areas";
import { AddEmployeeScreen } from "@/components/employees/employee-form-screens";
import { requireAdminPage } from "@/lib/auth/session";

export const metadata: Metadata = { title: EMPLOYEE_AREAS.worker.titles.add };

export default async function AddWorkerPage() {
  await requireAdminPage();
  return <AddEmployeeScreen area="worker" />;
}
