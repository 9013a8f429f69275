import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormScreen } from "@/components/form/form-screen";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getStudent } from "@/lib/services/students";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customers");
  return { title: t("edit.title") };
}

export default async function EditCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const t = await getTranslations("customers");
  const { id } = await params;
  const loaded = await loadForPage(() => getStudent(id));
  return (
    <FormScreen title={t("edit.title")} backHref="/customers">
      <RecordState loaded={loaded} noun="customer">
        {(customer) => <CustomerForm customer={customer} />}
      </RecordState>
    </FormScreen>
  );
}
