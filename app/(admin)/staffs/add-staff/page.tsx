import type { Metadata } from "next";
import { FormScreen } from "@/components/form/form-screen";
import { StaffForm } from "@/components/staff/staff-form";
import { requireAdminPage } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Add Staff" };

export default async function AddStaffPage() {
  await requireAdminPage();
  return (
    <FormScreen title="Add Staff" backHref="/staffs">
      <StaffForm />
    </FormScreen>
  );
}
