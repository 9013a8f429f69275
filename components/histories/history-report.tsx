import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { RecordActions } from "@/components/view/record-view";
import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { HostelContact, type PrintedHostel } from "@/components/settings/hostel-contact";
import { Ltr } from "@/components/ui/ltr";
import { formatNumber, formatPKR } from "@/lib/format";
import { formatDateTime } from "@/lib/format-time";
import { historyMonthText } from "@/lib/history-month";
import { FIGURE_GROUPS, type HistoryFigure } from "./history-fields";
import { PrintReportButton } from "./print-report-button";
import "./history-report.css";
import { deleteActionOf } from "@/components/data-table/delete-actions";

interface HistoryReportProps {
  /** The hostel, the report's title: its name, with its address and phone when set. */
  hostel: PrintedHostel;
  history: { _id: string; month: string } & Record<HistoryFigure, number> & { createdAt: Date | string; updatedAt: Date | string };
}

/** The monthly history as a printable report: every figure (amounts in PKR) and the record's dates, one A4 page. */
export function HistoryReport({ hostel, history }: HistoryReportProps) {
  const t = useTranslations("histories");
  const locale = useLocale();
  const month = historyMonthText(history.month, locale);
  return (
    <div className="history-report mx-auto grid w-full max-w-3xl gap-4">
      <div className="history-report-toolbar flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href="/histories" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {t("report.back")}
        </Link>
        <div className="flex flex-wrap gap-2">
          <PrintReportButton />
          <RecordActions editHref={`/histories/edit-history/${history._id}`} remove={deleteActionOf("history", history, "view")} />
        </div>
      </div>
      <article className="history-report-sheet rounded-lg border bg-card p-4 shadow-sm sm:p-8" aria-labelledby="history-report-title">
        <div className="history-report-head mb-6 flex flex-col gap-1 border-b-2 border-foreground pb-4 text-center">
          <h1 id="history-report-title" className="text-2xl font-bold tracking-tight">
            {hostel.name}
          </h1>
          <HostelContact hostel={hostel} className="justify-center" />
          <p className="text-sm font-medium uppercase tracking-widest text-muted-foreground rtl:tracking-normal">{t("report.subtitle")}</p>
          <p className="text-lg font-semibold">{month}</p>
        </div>
        <table className="history-report-table w-full border-collapse text-start text-sm">
          <caption className="sr-only">{t("report.caption", { month })}</caption>
          <thead>
            <tr className="border-b bg-muted">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("report.field")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t("report.value")}
              </th>
            </tr>
          </thead>
          {FIGURE_GROUPS.map((group) => (
            <tbody key={group.key} className="history-report-group">
              <tr>
                <th
                  colSpan={2}
                  scope="colgroup"
                  className="bg-muted/60 px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground rtl:tracking-normal"
                >
                  {t(`groups.${group.key}`)}
                </th>
              </tr>
              {group.figures.map((figure) => (
                <tr key={figure} className="border-b last:border-b-0">
                  <th scope="row" className="px-3 py-1.5 font-medium">
                    {t(`figures.${figure}`)}
                  </th>
                  <td className="px-3 py-1.5 text-end tabular-nums">
                    {group.kind === "amount" ? formatPKR(history[figure], locale) : formatNumber(history[figure])}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
          <tbody className="history-report-group">
            <tr>
              <th
                colSpan={2}
                scope="colgroup"
                className="bg-muted/60 px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground rtl:tracking-normal"
              >
                {t("report.record")}
              </th>
            </tr>
            <tr className="border-b">
              <th scope="row" className="px-3 py-1.5 font-medium">
                {t("report.month")}
              </th>
              <td className="px-3 py-1.5 text-end">{month}</td>
            </tr>
            <tr className="border-b">
              <th scope="row" className="px-3 py-1.5 font-medium">
                {t("report.id")}
              </th>
              <td className="break-all px-3 py-1.5 text-end font-mono text-xs">
                <Ltr>{history._id}</Ltr>
              </td>
            </tr>
            <tr className="border-b">
              <th scope="row" className="px-3 py-1.5 font-medium">
                {t("report.createdAt")}
              </th>
              <td className="px-3 py-1.5 text-end tabular-nums">{formatDateTime(history.createdAt, undefined, locale)}</td>
            </tr>
            <tr>
              <th scope="row" className="px-3 py-1.5 font-medium">
                {t("report.updatedAt")}
              </th>
              <td className="px-3 py-1.5 text-end tabular-nums">{formatDateTime(history.updatedAt, undefined, locale)}</td>
            </tr>
          </tbody>
        </table>
      </article>
    </div>
  );
}
