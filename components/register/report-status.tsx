import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { ReportStatus } from "@/lib/validations/register";

const TONES: Record<ReportStatus, string> = {
  due: "border-amber-300 bg-amber-50 text-amber-950",
  overdue: "border-red-300 bg-red-50 text-red-900",
  reported: "border-emerald-300 bg-emerald-50 text-emerald-900",
  not_due: "border-border bg-muted text-muted-foreground",
};

/** A stay's report status as a small badge (docs/register.md, "Its status"). */
export function ReportStatusBadge({ status, className }: { status: ReportStatus; className?: string }) {
  const t = useTranslations("register.status");
  return (
    <span
      data-report-status={status}
      className={cn("inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-semibold", TONES[status], className)}
    >
      {t(status)}
    </span>
  );
}

/** Whether the resident's details are complete (docs/register.md, "Identity of a resident"). */
export function CompleteBadge({ complete }: { complete: boolean }) {
  const t = useTranslations("register");
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-medium",
        complete ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-950",
      )}
    >
      {complete ? t("complete") : t("incomplete")}
    </span>
  );
}
