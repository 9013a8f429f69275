import type { Metadata } from "next";
import { SalaryForm, type EmployeeOption } from "@/components/salaries/salary-form";
import { toDateTimeInput } from "@/components/salaries/salary-dates";
import { FormScreen } from "@/components/form/form-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { allStaff } from "@/lib/services/staff";
import { allWorkers } from "@/lib/services/workers";

export const metadata: Metadata = { title: "Add Salary" };

/** The employees a salary can be for, by name: only what the form needs. */
function optionsOf(employees: { _id: string; fullName: string; salary: number }[]): EmployeeOption[] {
  return employees
    .map(({ _id, fullName, salary }) => ({ _id, fullName, salary }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, "en", { sensitivity: "base" }));
}

export default async function AddSalaryPage() {
  await requireAdminPage();
  const [staff, workers] = await Promise.all([allStaff(), allWorkers()]);
  return (
    <FormScreen title="Add Salary" backHref="/salaries">
      <SalaryForm employees={{ Staff: optionsOf(staff), Worker: optionsOf(workers) }} defaultPaymentDate={toDateTimeInput(new Date())} />
    </FormScreen>
  );
}
