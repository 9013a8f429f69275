import type { Metadata } from "next";
import { FormScreen } from "@/components/form/form-screen";
import { WorkerForm } from "@/components/workers/worker-form";
import { requireAdminPage } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Add Worker" };

export default async function AddWorkerPage() {
  await requireAdminPage();
  return (
    <FormScreen title="Add Worker" backHref="/workers">
      <WorkerForm />
    </FormScreen>
  );
}
