import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { HistoryForm } from "@/components/histories/history-form";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { hostelTime } from "@/lib/time";
import { formShape } from "@/lib/validations/errors";
import { historySchema } from "@/lib/validations/histories";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("histories");
  return { title: t("titles.add") };
}

/** The month before the current one on the hostel's clock (YYYY-MM): the record usually written next. */
function lastMonth(): string {
  const [year, month] = hostelTime(new Date()).yearMonth.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

export default async function AddHistoryPage() {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("histories"))("titles.add")} backHref="/histories" />;
  const t = await getTranslations("histories");
  return (
    <FormScreen title={t("titles.add")} backHref="/histories">
      <HistoryForm fillMonth={lastMonth()} shape={formShape(historySchema)} />
    </FormScreen>
  );
}
