import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { maintenancePaymentMethodLabel, maintenanceTypeLabel } from "@/components/maintenance/labels";
import { MaintenanceStatusBadge } from "@/components/maintenance/status-badge";
import { Ltr } from "@/components/ui/ltr";
import { RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/server/auth/session";
import { getMaintenance } from "@/lib/server/services/maintenance";
import { loadForPage } from "@/lib/server/services/records";
import { formatDate, formatPKR, orDash } from "@/lib/format";
import { formatDateTime } from "@/lib/format-time";
import { deleteActionOf } from "@/components/data-table/delete-actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("maintenance");
  return { title: t("titles.view") };
}

export default async function ViewMaintenancePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const [t, locale] = await Promise.all([getTranslations("maintenance"), getLocale()]);
  const loaded = await loadForPage(() => getMaintenance(id));
  return (
    <RecordState loaded={loaded} noun="maintenance">
      {(job) => (
        <ViewCard
          title={job.title}
          backHref="/maintenances"
          actions={
            <RecordActions editHref={`/maintenances/edit-maintenance/${job._id}`} remove={deleteActionOf("maintenance", job, "view")} />
          }
          details={[
            { label: t("details.id"), value: <Ltr className="font-mono text-sm">{job._id}</Ltr> },
            { label: t("details.title"), value: job.title },
            { label: t("details.type"), value: maintenanceTypeLabel(t, job.maintenanceType) },
            { label: t("details.issue"), value: <span className="whitespace-pre-line">{job.issueDescription}</span> },
            { label: t("details.location"), value: job.location },
            { label: t("details.assignedTo"), value: orDash(job.assignedTo) },
            { label: t("details.workStartDate"), value: formatDate(job.workStartDate) },
            { label: t("details.workCompletionDate"), value: formatDate(job.workCompletionDate) },
            { label: t("details.status"), value: <MaintenanceStatusBadge status={job.status} /> },
            { label: t("details.totalCost"), value: formatPKR(job.totalCost, locale) },
            { label: t("details.paymentMethod"), value: maintenancePaymentMethodLabel(t, job.paymentMethod) },
            { label: t("details.paymentDate"), value: formatDate(job.paymentDate) },
            { label: t("details.paidBy"), value: orDash(job.paidBy) },
            { label: t("details.createdAt"), value: formatDateTime(job.createdAt, undefined, locale) },
            { label: t("details.updatedAt"), value: formatDateTime(job.updatedAt, undefined, locale) },
          ]}
        />
      )}
    </RecordState>
  );
}
