import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { RecordState } from "@/components/view/record-view";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formShape } from "@/lib/validations/errors";
import { studentSchema } from "@/lib/validations/students";
import { loadForPage } from "@/lib/server/services/records";
import { getStudent } from "@/lib/server/services/students";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customers");
  return { title: t("edit.title") };
}

export default async function EditCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("customers"))("edit.title")} backHref="/customers" />;
  const t = await getTranslations("customers");
  const { id } = await params;
  const loaded = await loadForPage(() => getStudent(id));
  return (
    <FormScreen title={t("edit.title")} backHref="/customers">
      <RecordState loaded={loaded} noun="customer">
        {(customer) => <CustomerForm customer={customer} shape={formShape(studentSchema)} />}
      </RecordState>
    </FormScreen>
  );
}
