import type { Metadata } from "next";
import { FormScreen } from "@/components/form/form-screen";
import { RecordState } from "@/components/view/record-view";
import { FetchFailedToast } from "@/components/workers/fetch-failed-toast";
import { WorkerForm } from "@/components/workers/worker-form";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getWorker } from "@/lib/services/workers";

export const metadata: Metadata = { title: "Edit Worker" };

export default async function EditWorkerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(() => getWorker(id));
  return (
    <FormScreen title="Edit Worker" backHref="/workers">
      {loaded.state === "failed" ? <FetchFailedToast /> : null}
      <RecordState loaded={loaded} noun="worker">
        {(worker) => <WorkerForm worker={worker} />}
      </RecordState>
    </FormScreen>
  );
}
