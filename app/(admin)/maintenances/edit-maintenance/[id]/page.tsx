import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen } from "@/components/form/form-screen";
import { MaintenanceForm } from "@/components/maintenance/maintenance-form";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { getMaintenance } from "@/lib/services/maintenance";
import { loadForPage } from "@/lib/services/records";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("maintenance");
  return { title: t("titles.edit") };
}

export default async function EditMaintenancePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const t = await getTranslations("maintenance");
  const loaded = await loadForPage(() => getMaintenance(id));
  return (
    <FormScreen title={t("titles.edit")} backHref="/maintenances">
      <RecordState loaded={loaded} noun="maintenance">
        {(job) => <MaintenanceForm job={job} />}
      </RecordState>
    </FormScreen>
  );
}
