import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { MaintenanceForm } from "@/components/maintenance/maintenance-form";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formShape } from "@/lib/validations/errors";
import { maintenanceSchema } from "@/lib/validations/maintenance";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("maintenance");
  return { title: t("titles.add") };
}

export default async function AddMaintenancePage() {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("maintenance"))("titles.add")} backHref="/maintenances" />;
  const t = await getTranslations("maintenance");
  return (
    <FormScreen title={t("titles.add")} backHref="/maintenances">
      <MaintenanceForm shape={formShape(maintenanceSchema)} />
    </FormScreen>
  );
}
