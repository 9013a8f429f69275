import type { Metadata } from "next";
import { FormScreen } from "@/components/form/form-screen";
import { StaffForm } from "@/components/staff/staff-form";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getStaffMember } from "@/lib/services/staff";

export const metadata: Metadata = { title: "Edit Staff" };

export default async function EditStaffPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(() => getStaffMember(id));
  return (
    <FormScreen title="Edit Staff" backHref="/staffs">
      <RecordState loaded={loaded} noun="staff">
        {(member) => <StaffForm member={member} />}
      </RecordState>
    </FormScreen>
  );
}
