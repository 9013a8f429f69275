import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formShape } from "@/lib/validations/errors";
import { studentSchema } from "@/lib/validations/students";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customers");
  return { title: t("add.title") };
}

export default async function AddCustomerPage() {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("customers"))("add.title")} backHref="/customers" />;
  const t = await getTranslations("customers");
  return (
    <FormScreen title={t("add.title")} backHref="/customers">
      <CustomerForm shape={formShape(studentSchema)} />
    </FormScreen>
  );
}
