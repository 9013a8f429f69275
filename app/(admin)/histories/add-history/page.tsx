import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen } from "@/components/form/form-screen";
import { HistoryForm } from "@/components/histories/history-form";
import { requireAdminPage } from "@/lib/auth/session";
import { hostelTime } from "@/lib/time";

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
  await requireAdminPage();
  const t = await getTranslations("histories");
  return (
    <FormScreen title={t("titles.add")} backHref="/histories">
      <HistoryForm fillMonth={lastMonth()} />
    </FormScreen>
  );
}
