import type { Metadata } from "next";
import { RecordPicture, RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getStaffMember } from "@/lib/services/staff";
import { formatDate, formatPKR, orDash } from "@/lib/format";
import { deleteActionOf } from "@/components/data-table/delete-actions";

export const metadata: Metadata = { title: "Staff" };

export default async function ViewStaffPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(() => getStaffMember(id));
  return (
    <RecordState loaded={loaded} noun="staff">
      {(member) => (
        <ViewCard
          title={member.fullName}
          backHref="/staffs"
          picture={<RecordPicture name={member.image} alt={`Photo of ${member.fullName}`} />}
          actions={
            <RecordActions
              editHref={`/staffs/edit-staff/${member._id}`}
              remove={deleteActionOf("staff", member, "view")}
            />
          }
          details={[
            { label: "Name", value: member.fullName },
            { label: "Department", value: orDash(member.department) },
            { label: "Designation", value: orDash(member.designation) },
            { label: "Staff ID", value: <span className="font-mono text-sm">{member._id}</span> },
            { label: "Email", value: orDash(member.email) },
            { label: "Date of Birth", value: formatDate(member.dob) },
            { label: "CNIC", value: orDash(member.cnic) },
            { label: "Gender", value: orDash(member.gender) },
            // The spec's view shows the address twice, as City and as Address (there is no city field).
            { label: "City", value: orDash(member.address) },
            { label: "Address", value: orDash(member.address) },
            { label: "Phone", value: orDash(member.phone) },
            { label: "Joining Date", value: formatDate(member.joinDate) },
            { label: "Salary", value: formatPKR(member.salary) },
          ]}
        />
      )}
    </RecordState>
  );
}
