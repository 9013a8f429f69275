import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { MaintenanceForm } from "@/components/maintenance/maintenance-form";
import { RecordState } from "@/components/view/record-view";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { getMaintenance } from "@/lib/server/services/maintenance";
import { loadForPage } from "@/lib/server/services/records";
import { formShape } from "@/lib/validations/errors";
import { maintenanceSchema } from "@/lib/validations/maintenance";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("maintenance");
  return { title: t("titles.edit") };
}

export default async function EditMaintenancePage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("maintenance"))("titles.edit")} backHref="/maintenances" />;
  const { id } = await params;
  const t = await getTranslations("maintenance");
  const loaded = await loadForPage(() => getMaintenance(id));
  return (
    <FormScreen title={t("titles.edit")} backHref="/maintenances">
      <RecordState loaded={loaded} noun="maintenance">
        {(job) => <MaintenanceForm job={job} shape={formShape(maintenanceSchema)} />}
      </RecordState>
    </FormScreen>
  );
}
