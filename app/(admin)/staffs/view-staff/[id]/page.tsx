import type { Metadata } from "next";
import { EMPLOYEE_AREAS } from "@/components/employees/areas";
import { EmployeeViewScreen } from "@/components/employees/employee-screens";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getStaffMember } from "@/lib/services/staff";

export const metadata: Metadata = { title: EMPLOYEE_AREAS.staff.titles.view };

export default async function ViewStaffPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  return <EmployeeViewScreen area="staff" loaded={await loadForPage(() => getStaffMember(id))} />;
}
