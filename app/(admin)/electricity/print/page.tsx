import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { hostelNow } from "@/lib/format-time";
import { MonthBills } from "@/components/electricity/month-bills";
import { PrintBillsButton } from "@/components/electricity/print-bills-button";
import { buttonVariants } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/server/auth/session";
import { config } from "@/lib/server/config";
import { formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { isPeriod, nextPeriod, periodOf, previousPeriod } from "@/lib/money";
import { monthBills } from "@/lib/server/services/readings";
import { hostelToday } from "@/lib/server/services/stays";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("electricity.print");
  return { title: t("title") };
}

/** A month's electricity bills, printable on A4: `?month=YYYY-MM` (this month when missing or unreadable). */
export default async function ElectricityPrintPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("electricity.print"), getLocale()]);
  const asked = (await searchParams).month;
  const typed = Array.isArray(asked) ? asked[0] : asked;
  const month = typed && isPeriod(typed) ? typed : periodOf(hostelToday());
  const { bills, total } = await monthBills(month);
  const monthLink = (period: string, label: string, icon: React.ReactNode) => (
    <Link
      href={`/electricity/print?month=${period}`}
      className={buttonVariants({ variant: "outline", size: "icon" })}
      aria-label={label}
      title={label}
    >
      {icon}
    </Link>
  );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href="/electricity" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("back")}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          {monthLink(previousPeriod(month), t("previousMonth"), <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />)}
          <span className="min-w-32 text-center text-sm font-medium">{formatYearMonth(month, locale as Locale)}</span>
          {monthLink(nextPeriod(month), t("nextMonth"), <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />)}
          <PrintBillsButton />
        </div>
      </div>
      <MonthBills
        hostelName={config.hostelName}
        month={month}
        bills={bills}
        total={total}
        printedOn={hostelNow(config.timeZone, locale as Locale)}
        timeZone={config.timeZone}
      />
    </div>
  );
}
