import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SalaryForm } from "@/components/salaries/salary-form";
import { toDateTimeInput } from "@/components/salaries/salary-dates";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { RecordState } from "@/components/view/record-view";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { loadForPage } from "@/lib/server/services/records";
import { getSalary } from "@/lib/server/services/salaries";
import { idSchema } from "@/lib/validations/common";
import { salaryFormShape } from "@/lib/validations/salaries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("salaries");
  return { title: t("titles.edit") };
}

export default async function EditSalaryPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("salaries"))("titles.edit")} backHref="/salaries" />;
  const { id } = await params;
  const t = await getTranslations("salaries");
  // A malformed id is no salary (the service would pass it to the database and fail).
  const loaded = idSchema.safeParse(id).success ? await loadForPage(() => getSalary(id)) : ({ state: "missing" } as const);
  return (
    <FormScreen title={t("titles.edit")} backHref="/salaries">
      <RecordState loaded={loaded} noun="salary">
        {(salary) => (
          <SalaryForm
            shape={salaryFormShape()}
            salary={{
              _id: salary._id,
              employeeType: salary.employeeType,
              employeeId: salary.employeeId,
              fullName: salary.fullName,
              basicSalary: salary.basicSalary,
              allowances: salary.allowances,
              deductions: salary.deductions,
              salaryMonth: salary.salaryMonth,
              paymentDate: toDateTimeInput(salary.paymentDate),
              updatedAt: salary.updatedAt,
            }}
          />
        )}
      </RecordState>
    </FormScreen>
  );
}
