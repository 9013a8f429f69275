import type { Metadata } from "next";
import { MaintenanceStatusBadge } from "@/components/maintenance/status-badge";
import { RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { getMaintenance } from "@/lib/services/maintenance";
import { loadForPage } from "@/lib/services/records";
import { formatDate, formatDateTime, formatPKR, orDash } from "@/lib/format";
import { deleteActionOf } from "@/components/data-table/delete-actions";

export const metadata: Metadata = { title: "Maintenance" };

export default async function ViewMaintenancePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(() => getMaintenance(id));
  return (
    <RecordState loaded={loaded} noun="maintenance">
      {(job) => (
        <ViewCard
          title={job.title}
          backHref="/maintenances"
          actions={
            <RecordActions
              editHref={`/maintenances/edit-maintenance/${job._id}`}
              remove={deleteActionOf("maintenance", job, "view")}
            />
          }
          details={[
            { label: "Maintenance ID", value: <span className="font-mono text-sm">{job._id}</span> },
            { label: "Title", value: job.title },
            { label: "Maintenance Type", value: job.maintenanceType },
            { label: "Issue Description", value: <span className="whitespace-pre-line">{job.issueDescription}</span> },
            { label: "Location", value: job.location },
            { label: "Assigned To", value: orDash(job.assignedTo) },
            { label: "Work Start Date", value: formatDate(job.workStartDate) },
            { label: "Work Completion Date", value: formatDate(job.workCompletionDate) },
            { label: "Status", value: <MaintenanceStatusBadge status={job.status} /> },
            { label: "Total Cost", value: formatPKR(job.totalCost) },
            { label: "Payment Method", value: orDash(job.paymentMethod) },
            { label: "Payment Date", value: formatDate(job.paymentDate) },
            { label: "Paid By", value: orDash(job.paidBy) },
            { label: "Created At", value: formatDateTime(job.createdAt) },
            { label: "Updated At", value: formatDateTime(job.updatedAt) },
          ]}
        />
      )}
    </RecordState>
  );
}
