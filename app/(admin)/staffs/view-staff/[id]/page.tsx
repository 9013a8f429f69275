import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmployeeViewScreen } from "@/components/employees/employee-screens";
import { requireAdminPage } from "@/lib/server/auth/session";
import { loadForPage } from "@/lib/server/services/records";
import { getStaffMember } from "@/lib/server/services/staff";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("employees");
  return { title: t("staff.titles.view") };
}

export default async function ViewStaffPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  return <EmployeeViewScreen area="staff" loaded={await loadForPage(() => getStaffMember(id))} />;
}
