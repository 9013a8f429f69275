import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DayBookView } from "@/components/reports/day-book-view";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PrintButton } from "@/components/ui/print-button";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formatDate } from "@/lib/format";
import { dayBook } from "@/lib/server/services/daybook";
import { hostelToday } from "@/lib/server/services/stays";
import { dayBookQuerySchema } from "@/lib/validations/reports";
import { firstOf, type SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reports.daybook");
  return { title: t("title") };
}

/** The day book (docs/bills.md, rule B7): one day's money in and out, rendered on the server; the day is chosen with a plain GET form. */
export default async function DayBookPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const params = await searchParams;
  const t = await getTranslations("reports.daybook");
  const parsed = dayBookQuerySchema.safeParse({ date: firstOf(params.date) });
  const date = parsed.success ? parsed.data.date : hostelToday();
  const book = await dayBook(date);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("titleOf", { date: formatDate(date) })}</h1>
        <p className="text-sm text-muted-foreground print:hidden">{t("intro")}</p>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="grid gap-1.5">
          <Label htmlFor="daybook-date">{t("date")}</Label>
          <Input id="daybook-date" name="date" type="date" defaultValue={date} className="w-44" />
        </div>
        <button type="submit" className={buttonVariants()}>
          {t("show")}
        </button>
        <div className="sm:ms-auto">
          <PrintButton label={t("print")} />
        </div>
      </form>
      <DayBookView book={book} />
    </div>
  );
}
