import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddEmployeeScreen } from "@/components/employees/employee-form-screens";
import { NotPermittedScreen } from "@/components/form/form-screen";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formShape } from "@/lib/validations/errors";
import { staffSchema } from "@/lib/validations/staff";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("employees");
  return { title: t("staff.titles.add") };
}

export default async function AddStaffPage() {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("employees"))("staff.titles.add")} backHref="/staffs" />;
  return <AddEmployeeScreen area="staff" shape={formShape(staffSchema)} />;
}
