import type { Metadata } from "next";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormScreen } from "@/components/form/form-screen";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getStudent } from "@/lib/services/students";

export const metadata: Metadata = { title: "Edit Customer" };

export default async function EditCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(() => getStudent(id));
  return (
    <FormScreen title="Edit Customer" backHref="/customers">
      <RecordState loaded={loaded} noun="customer">
        {(customer) => <CustomerForm customer={customer} />}
      </RecordState>
    </FormScreen>
  );
}
