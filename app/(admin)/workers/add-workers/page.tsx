import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddEmployeeScreen } from "@/components/employees/employee-form-screens";
import { requireAdminPage } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("employees");
  return { title: t("worker.titles.add") };
}

export default async function AddWorkerPage() {
  await requireAdminPage();
  return <AddEmployeeScreen area="worker" />;
}
