import type { Metadata } from "next";
import { FormScreen } from "@/components/form/form-screen";
import { MaintenanceForm } from "@/components/maintenance/maintenance-form";
import { requireAdminPage } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Add Maintenance" };

export default async function AddMaintenancePage() {
  await requireAdminPage();
  return (
    <FormScreen title="Add Maintenance" backHref="/maintenances">
      <MaintenanceForm />
    </FormScreen>
  );
}
