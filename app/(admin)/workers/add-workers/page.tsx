import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddEmployeeScreen } from "@/components/employees/employee-form-screens";
import { NotPermittedScreen } from "@/components/form/form-screen";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formShape } from "@/lib/validations/errors";
import { workerSchema } from "@/lib/validations/workers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("employees");
  return { title: t("worker.titles.add") };
}

export default async function AddWorkerPage() {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("employees"))("worker.titles.add")} backHref="/workers" />;
  return <AddEmployeeScreen area="worker" shape={formShape(workerSchema)} />;
}
