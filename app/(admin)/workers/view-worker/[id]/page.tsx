import type { Metadata } from "next";
import { RecordPicture, RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getWorker } from "@/lib/services/workers";
import { formatDate, formatPKR, orDash } from "@/lib/format";
import { deleteActionOf } from "@/components/data-table/delete-actions";

export const metadata: Metadata = { title: "Worker" };

export default async function ViewWorkerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(() => getWorker(id));
  return (
    <RecordState loaded={loaded} noun="worker">
      {(worker) => (
        <ViewCard
          title={worker.fullName}
          backHref="/workers"
          picture={<RecordPicture name={worker.image} alt={`Photo of ${worker.fullName}`} />}
          actions={
            <RecordActions
              editHref={`/workers/edit-worker/${worker._id}`}
              remove={deleteActionOf("worker", worker, "view")}
            />
          }
          details={[
            { label: "Name", value: worker.fullName },
            { label: "Department", value: orDash(worker.department) },
            { label: "Worker ID", value: <span className="font-mono text-sm">{worker._id}</span> },
            { label: "Email", value: orDash(worker.email) },
            { label: "Date of Birth", value: formatDate(worker.dob) },
            { label: "CNIC", value: orDash(worker.cnic) },
            { label: "Gender", value: orDash(worker.gender) },
            // The spec's view shows the address twice, as City and as Address (there is no city field).
            { label: "City", value: orDash(worker.address) },
            { label: "Address", value: orDash(worker.address) },
            { label: "Phone", value: orDash(worker.phone) },
            { label: "Joining Date", value: formatDate(worker.joinDate) },
            { label: "Salary", value: formatPKR(worker.salary) },
            { label: "Job Role", value: orDash(worker.jobRole) },
            { label: "Shift Timing", value: orDash(worker.shiftTiming) },
          ]}
        />
      )}
    </RecordState>
  );
}
