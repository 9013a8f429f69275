import type { Metadata } from "next";
import { EMPLOYEE_AREAS } from "@/components/employees/areas";
import { EditEmployeeScreen } from "@/components/employees/employee-form-screens";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getStaffMember } from "@/lib/services/staff";

export const metadata: Metadata = { title: EMPLOYEE_AREAS.staff.titles.edit };

export default async function EditStaffPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  return <EditEmployeeScreen area="staff" loaded={await loadForPage(() => getStaffMember(id))} />;
}
