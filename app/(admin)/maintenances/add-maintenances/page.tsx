import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen } from "@/components/form/form-screen";
import { MaintenanceForm } from "@/components/maintenance/maintenance-form";
import { requireAdminPage } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("maintenance");
  return { title: t("titles.add") };
}

export default async function AddMaintenancePage() {
  await requireAdminPage();
  const t = await getTranslations("maintenance");
  return (
    <FormScreen title={t("titles.add")} backHref="/maintenances">
      <MaintenanceForm />
    </FormScreen>
  );
}
