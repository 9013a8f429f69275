import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { Ltr } from "@/components/ui/ltr";
import { SalaryHistoryTable } from "@/components/salaries/salary-history-table";
import { requireAdminPage } from "@/lib/server/auth/session";
import { loadForPage } from "@/lib/server/services/records";
import { getSalary } from "@/lib/server/services/salaries";
import { idSchema } from "@/lib/validations/common";
import { formatPKR } from "@/lib/format";
import { deleteActionOf } from "@/components/data-table/delete-actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("salaries");
  return { title: t("titles.view") };
}

export default async function ViewSalaryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const [t, locale] = await Promise.all([getTranslations("salaries"), getLocale()]);
  // A malformed id is no salary (the service would pass it to the database and fail).
  const loaded = idSchema.safeParse(id).success ? await loadForPage(() => getSalary(id)) : ({ state: "missing" } as const);
  return (
    <RecordState loaded={loaded} noun="salary">
      {(salary) => {
        const employeeHref =
          salary.employeeType === "Staff" ? `/staffs/view-staff/${salary.employeeId}` : `/workers/view-worker/${salary.employeeId}`;
        return (
          <ViewCard
            title={salary.fullName}
            backHref="/salaries"
            actions={<RecordActions editHref={`/salaries/edit-salary/${salary._id}`} remove={deleteActionOf("salary", salary, "view")} />}
            details={[
              {
                label: t("details.employeeId"),
                value: (
                  <Link href={employeeHref} className="break-all font-mono text-sm underline-offset-4 hover:underline">
                    <Ltr>{salary.employeeId}</Ltr>
                  </Link>
                ),
              },
              { label: t("details.name"), value: salary.fullName },
              { label: t("details.type"), value: t(`types.${salary.employeeType}`) },
              { label: t("details.salary"), value: formatPKR(salary.netSalary, locale) },
            ]}
          >
            <SalaryHistoryTable entries={salary.salaryHistory} />
          </ViewCard>
        );
      }}
    </RecordState>
  );
}
