import Link from "next/link";
import { useTranslations } from "next-intl";
import { Printer } from "lucide-react";
import { NoData } from "@/components/data-table/no-data";
import { Pagination } from "@/components/data-table/pagination";
import { Button } from "@/components/ui/button";
import { Ltr } from "@/components/ui/ltr";
import { formatDate } from "@/lib/format";
import type { RegisterPage, RegisterRow } from "@/lib/server/services/register";
import { CompleteBadge, ReportStatusBadge } from "./report-status";
import { ReportAction } from "./report-action";

export interface RegisterRights {
  /** Owners and managers record reports. */
  record: boolean;
  /** Owners correct them. */
  correct: boolean;
}

const FORM_ID = "register-print-form";

/** The report of a stay, as recorded: day and station, reference, who recorded it. */
function ReportText({ row }: { row: RegisterRow }) {
  const t = useTranslations("register");
  if (!row.reportedOn) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid gap-0.5">
      <span>{t("reportedAt", { date: formatDate(row.reportedOn), station: row.policeStation ?? "" })}</span>
      {row.reference ? (
        <span className="text-xs text-muted-foreground">
          {t.rich("reference", { reference: row.reference, ref: (chunks) => <Ltr>{chunks}</Ltr> })}
        </span>
      ) : null}
      {row.reportedBy ? <span className="text-xs text-muted-foreground">{t("by", { name: row.reportedBy })}</span> : null}
    </span>
  );
}

/**
 * The register's stays: one line each, laid out as a table on a wide screen and as a card on a narrow one
 * (one markup, so each stay has one check-box). The check-boxes belong to a plain form that opens the
 * residents' forms (/register/form?ids=…): printing needs no script.
 */
export function RegisterList({
  page,
  filtered,
  rights,
  station,
}: {
  page: RegisterPage;
  filtered: boolean;
  rights: RegisterRights;
  station: string;
}) {
  const t = useTranslations("register");
  if (page.rows.length === 0) return <NoData text={filtered ? t("noMatch") : t("empty")} />;
  const grid = "@4xl:grid-cols-[2rem_minmax(0,1.6fr)_minmax(0,1fr)_6rem_6.5rem_7rem_minmax(0,1.4fr)_9rem]";
  return (
    <div className="@container grid gap-3">
      <form
        id={FORM_ID}
        action="/register/form"
        method="get"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3"
      >
        <p className="text-sm text-muted-foreground">{t("printFormHint")}</p>
        <Button type="submit" variant="outline" size="sm">
          <Printer aria-hidden="true" />
          {t("printForm")}
        </Button>
      </form>
      <div className="rounded-lg border bg-card">
        <div aria-hidden="true" className={`hidden gap-3 bg-muted px-3 py-3 text-xs font-semibold text-muted-foreground @4xl:grid ${grid}`}>
          <span />
          <span>{t("columns.resident")}</span>
          <span>{t("columns.idNumber")}</span>
          <span>{t("columns.room")}</span>
          <span>{t("columns.checkIn")}</span>
          <span>{t("columns.status")}</span>
          <span>{t("columns.report")}</span>
          <span>{t("columns.actions")}</span>
        </div>
        <ul aria-label={t("caption")} className="divide-y">
          {page.rows.map((row) => (
            <li
              key={row.bookingId}
              data-booking={row.bookingId}
              className={`grid grid-cols-[2rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 px-3 py-3 text-sm @4xl:items-start ${grid}`}
            >
              <input
                type="checkbox"
                name="ids"
                value={row.bookingId}
                form={FORM_ID}
                aria-label={t("chooseAria", { name: row.studentName })}
                className="mt-1 size-4 accent-primary"
              />
              <div className="grid min-w-0 gap-1">
                <Link
                  href={`/bookings/view-booking/${row.bookingId}`}
                  className="break-words font-medium text-primary underline-offset-4 hover:underline"
                >
                  {row.studentName}
                </Link>
                {row.fatherName ? <span className="text-xs text-muted-foreground">{row.fatherName}</span> : null}
                <CompleteBadge complete={row.complete} />
              </div>
              <div className="col-start-2 @4xl:col-start-auto">
                <span className="text-xs text-muted-foreground @4xl:hidden">{t("columns.idNumber")}: </span>
                {row.idNumber ? <Ltr className="tabular-nums">{row.idNumber}</Ltr> : "—"}
              </div>
              <div className="col-start-2 @4xl:col-start-auto">
                <span className="text-xs text-muted-foreground @4xl:hidden">{t("columns.room")}: </span>
                {row.roomNumber ? <Ltr>{row.roomNumber}</Ltr> : "—"}
              </div>
              <div className="col-start-2 tabular-nums @4xl:col-start-auto">
                <span className="text-xs text-muted-foreground @4xl:hidden">{t("columns.checkIn")}: </span>
                <Ltr>{formatDate(row.checkIn)}</Ltr>
              </div>
              <div className="col-start-2 @4xl:col-start-auto">
                <ReportStatusBadge status={row.reportStatus} />
              </div>
              <div className="col-start-2 @4xl:col-start-auto">
                <ReportText row={row} />
              </div>
              <div className="col-start-2 @4xl:col-start-auto">
                <ReportAction line={row} station={station} canRecord={rights.record} canCorrect={rights.correct} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <Pagination currentPage={page.currentPage} totalPages={page.totalPages} />
    </div>
  );
}
