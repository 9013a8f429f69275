import type { Metadata } from "next";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormScreen } from "@/components/form/form-screen";
import { requireAdminPage } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Add Customer" };

export default async function AddCustomerPage() {
  await requireAdminPage();
  return (
    <FormScreen title="Add Customer" backHref="/customers">
      <CustomerForm />
    </FormScreen>
  );
}
