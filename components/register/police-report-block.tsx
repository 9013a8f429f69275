import Link from "next/link";
import { useTranslations } from "next-intl";
import { ShieldCheck } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Ltr } from "@/components/ui/ltr";
import { formatDate } from "@/lib/format";
import type { RegisterRow } from "@/lib/server/services/register";
import { ReportAction } from "./report-action";
import { ReportStatusBadge } from "./report-status";

interface PoliceReportBlockProps {
  /** The stay's line of the register; null for a stay the register does not list (cancelled). */
  line: RegisterRow | null;
  hours: number;
  station: string;
  canRecord: boolean;
  canCorrect: boolean;
}

/** The booking's "Police report" (docs/register.md): its status, the report as recorded, and the record or correct button. */
export function PoliceReportBlock({ line, hours, station, canRecord, canCorrect }: PoliceReportBlockProps) {
  const t = useTranslations("register.block");
  const status = line?.reportStatus;
  return (
    <section
      aria-labelledby="police-report-title"
      data-testid="police-report"
      className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm print:hidden sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="police-report-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="h-5 w-5 text-primary" aria-hidden="true" />
          {t("title")}
        </h2>
        {status ? <ReportStatusBadge status={status} /> : null}
      </div>
      {!line ? (
        <p className="text-sm text-muted-foreground">{t("notListed")}</p>
      ) : line.reportStatus === "reported" && line.reportedOn ? (
        <p className="text-sm">
          {t("reported", { date: formatDate(line.reportedOn), station: line.policeStation ?? "" })}
          {line.reference ? (
            <>
              {" "}
              <Ltr>{line.reference}</Ltr>
            </>
          ) : null}
        </p>
      ) : line.reportStatus === "not_due" ? (
        <p className="text-sm text-muted-foreground">{t("notDue", { date: formatDate(line.checkIn) })}</p>
      ) : (
        <p className="text-sm">{t("dueBy", { hours })}</p>
      )}
      {line ? (
        <div className="flex flex-wrap gap-2">
          <ReportAction line={line} station={station} canRecord={canRecord} canCorrect={canCorrect} />
          <Link href={`/register/form?ids=${line.bookingId}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("printForm")}
          </Link>
          <Link href="/register" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            {t("openRegister")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
