import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditEmployeeScreen } from "@/components/employees/employee-form-screens";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getWorker } from "@/lib/services/workers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("employees");
  return { title: t("worker.titles.edit") };
}

export default async function EditWorkerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  return <EditEmployeeScreen area="worker" loaded={await loadForPage(() => getWorker(id))} />;
}
