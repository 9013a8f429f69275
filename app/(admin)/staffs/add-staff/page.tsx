import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddEmployeeScreen } from "@/components/employees/employee-form-screens";
import { requireAdminPage } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("employees");
  return { title: t("staff.titles.add") };
}

export default async function AddStaffPage() {
  await requireAdminPage();
  return <AddEmployeeScreen area="staff" />;
}
