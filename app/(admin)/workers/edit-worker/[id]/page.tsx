import type { Metadata } from "next";
import { EMPLOYEE_AREAS } from "@/components/employees/areas";
import { EditEmployeeScreen } from "@/components/employees/employee-form-screens";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getWorker } from "@/lib/services/workers";

export const metadata: Metadata = { title: EMPLOYEE_AREAS.worker.titles.edit };

export default async function EditWorkerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  return <EditEmployeeScreen area="worker" loaded={await loadForPage(() => getWorker(id))} />;
}
