import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormScreen } from "@/components/form/form-screen";
import { requireAdminPage } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customers");
  return { title: t("add.title") };
}

export default async function AddCustomerPage() {
  await requireAdminPage();
  const t = await getTranslations("customers");
  return (
    <FormScreen title={t("add.title")} backHref="/customers">
      <CustomerForm />
    </FormScreen>
  );
}
