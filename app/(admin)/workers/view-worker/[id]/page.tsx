import type { Metadata } from "next";
import { EMPLOYEE_AREAS } from "@/components/employees/areas";
import { EmployeeViewScreen } from "@/components/employees/employee-screens";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getWorker } from "@/lib/services/workers";

export const metadata: Metadata = { title: EMPLOYEE_AREAS.worker.titles.view };

export default async function ViewWorkerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  return <EmployeeViewScreen area="worker" loaded={await loadForPage(() => getWorker(id))} />;
}
