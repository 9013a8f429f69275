import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmployeeViewScreen } from "@/components/employees/employee-screens";
import { requireAdminPage } from "@/lib/server/auth/session";
import { loadForPage } from "@/lib/server/services/records";
import { getWorker } from "@/lib/server/services/workers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("employees");
  return { title: t("worker.titles.view") };
}

export default async function ViewWorkerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  return <EmployeeViewScreen area="worker" loaded={await loadForPage(() => getWorker(id))} />;
}
