import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SalaryForm, type EmployeeOption } from "@/components/salaries/salary-form";
import { toDateTimeInput } from "@/components/salaries/salary-dates";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { allStaff } from "@/lib/server/services/staff";
import { allWorkers } from "@/lib/server/services/workers";
import { salaryFormShape } from "@/lib/validations/salaries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("salaries");
  return { title: t("titles.add") };
}

/** The employees a salary can be for, by name: only what the form needs. */
function optionsOf(employees: { _id: string; fullName: string; salary: number }[]): EmployeeOption[] {
  return employees
    .map(({ _id, fullName, salary }) => ({ _id, fullName, salary }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, "en", { sensitivity: "base" }));
}

export default async function AddSalaryPage() {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("salaries"))("titles.add")} backHref="/salaries" />;
  const [staff, workers, t] = await Promise.all([allStaff(), allWorkers(), getTranslations("salaries")]);
  return (
    <FormScreen title={t("titles.add")} backHref="/salaries">
      <SalaryForm
        shape={salaryFormShape()}
        employees={{ Staff: optionsOf(staff), Worker: optionsOf(workers) }}
        defaultPaymentDate={toDateTimeInput(new Date())}
      />
    </FormScreen>
  );
}
