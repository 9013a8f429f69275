import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CustomerStays } from "@/components/customers/customer-stays";
import { CustomerIdentity } from "@/components/customers/customer-identity";
import { RecordPicture, RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { Ltr } from "@/components/ui/ltr";
import { requireAdminPage } from "@/lib/server/auth/session";
import { customerStays } from "@/lib/server/services/customer-stays";
import { loadForPage } from "@/lib/server/services/records";
import { getStudent } from "@/lib/server/services/students";
import { formatDate, orDash } from "@/lib/format";
import { deleteActionOf } from "@/components/data-table/delete-actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customers");
  return { title: t("view.title") };
}

/** A phone number, CNIC, e-mail or code, kept left to right inside an Urdu line; "—" when empty. */
const code = (value: string | null | undefined) => (value ? <Ltr>{value}</Ltr> : orDash(value));

export default async function ViewCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const t = await getTranslations("customers");
  const { id } = await params;
  const loaded = await loadForPage(async () => ({ customer: await getStudent(id), stays: await customerStays(id) }));
  return (
    <RecordState loaded={loaded} noun="customer">
      {({ customer, stays }) => (
        <div className="grid gap-4">
          <ViewCard
            title={customer.studentName}
            backHref="/customers"
            picture={<RecordPicture name={customer.image} alt={t("view.picture", { name: customer.studentName })} />}
            actions={
              <RecordActions editHref={`/customers/edit-customer/${customer._id}`} remove={deleteActionOf("customer", customer, "view")} />
            }
            details={[
              { label: t("fields.name"), value: customer.studentName },
              { label: t("fields.department"), value: orDash(customer.department) },
              { label: t("fields.customerId"), value: <Ltr className="font-mono text-sm">{customer._id}</Ltr> },
              { label: t("fields.fatherName"), value: customer.fatherName },
              { label: t("fields.email"), value: code(customer.email) },
              { label: t("fields.dob"), value: formatDate(customer.dob) },
              { label: t("fields.cnic"), value: code(customer.idType === "cnic" ? (customer.idNumber ?? customer.cnic) : customer.cnic) },
              { label: t("fields.gender"), value: customer.gender ? t(`gender.${customer.gender}`) : orDash(customer.gender) },
              { label: t("fields.city"), value: orDash(customer.city) },
              { label: t("fields.contact"), value: code(customer.contactNumber) },
              { label: t("fields.joinDate"), value: formatDate(customer.joinDate) },
              { label: t("fields.currentAddress"), value: orDash(customer.currentAddress) },
              { label: t("fields.permanentAddress"), value: orDash(customer.permanentAddress) },
              { label: t("fields.emergencyContact"), value: code(customer.emergencyContact) },
              { label: t("fields.year"), value: orDash(customer.currentYear) },
              { label: t("fields.semester"), value: orDash(customer.semester) },
              { label: t("fields.bloodGroup"), value: code(customer.bloodGroup) },
            ]}
          >
            <CustomerIdentity customer={customer} />
          </ViewCard>
          <CustomerStays current={stays.current} past={stays.past} residentName={customer.studentName} />
        </div>
      )}
    </RecordState>
  );
}
