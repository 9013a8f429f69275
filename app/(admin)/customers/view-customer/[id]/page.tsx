import type { Metadata } from "next";
import { CustomerStays } from "@/components/customers/customer-stays";
import { RecordPicture, RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { customerStays } from "@/lib/services/customer-stays";
import { loadForPage } from "@/lib/services/records";
import { getStudent } from "@/lib/services/students";
import { formatDate, humanize, orDash } from "@/lib/format";
import { deleteActionOf } from "@/components/data-table/delete-actions";

export const metadata: Metadata = { title: "Customer" };

export default async function ViewCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(async () => ({ customer: await getStudent(id), stays: await customerStays(id) }));
  return (
    <RecordState loaded={loaded} noun="customer">
      {({ customer, stays }) => (
        <div className="grid gap-4">
          <ViewCard
            title={customer.studentName}
            backHref="/customers"
            picture={<RecordPicture name={customer.image} alt={`Picture of ${customer.studentName}`} />}
            actions={
              <RecordActions
                editHref={`/customers/edit-customer/${customer._id}`}
                remove={deleteActionOf("customer", customer, "view")}
              />
            }
            details={[
              { label: "Name", value: customer.studentName },
              { label: "Department", value: orDash(customer.department) },
              { label: "Customer ID", value: <span className="font-mono text-sm">{customer._id}</span> },
              { label: "Father's Name", value: customer.fatherName },
              { label: "Email", value: orDash(customer.email) },
              { label: "Date of Birth", value: formatDate(customer.dob) },
              { label: "CNIC", value: orDash(customer.cnic) },
              { label: "Gender", value: humanize(customer.gender) },
              { label: "City", value: orDash(customer.city) },
              { label: "Contact", value: orDash(customer.contactNumber) },
              { label: "Joining Date", value: formatDate(customer.joinDate) },
              { label: "Current Address", value: orDash(customer.currentAddress) },
              { label: "Permanent Address", value: orDash(customer.permanentAddress) },
              { label: "Emergency Contact", value: orDash(customer.emergencyContact) },
              { label: "Year", value: orDash(customer.currentYear) },
              { label: "Semester", value: orDash(customer.semester) },
              { label: "Blood Group", value: orDash(customer.bloodGroup) },
            ]}
          />
          <CustomerStays current={stays.current} past={stays.past} residentName={customer.studentName} />
        </div>
      )}
    </RecordState>
  );
}
