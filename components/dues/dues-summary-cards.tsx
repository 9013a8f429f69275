import { useLocale, useTranslations } from "next-intl";
import { CalendarClock, HandCoins, TriangleAlert, type LucideIcon } from "lucide-react";
import { formatPKR } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { duesSummary } from "@/lib/server/services/dues-summary";

type Summary = Awaited<ReturnType<typeof duesSummary>>;

interface SummaryCardProps {
  /** The heading's id: dues-owed, dues-expected-this-month, dues-collected-this-month. */
  id: string;
  title: string;
  value: number;
  note: string;
  icon: LucideIcon;
  tone: string;
}

function SummaryCard({ id, title, value, note, icon: Icon, tone }: SummaryCardProps) {
  const locale = useLocale();
  return (
    <section aria-labelledby={id} className="flex items-start justify-between gap-3 rounded-lg border bg-card p-3 shadow-sm sm:p-4">
      <div className="min-w-0">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <p className="text-xl font-semibold tracking-tight tabular-nums lg:text-2xl">{formatPKR(value, locale)}</p>
        <p className="mt-0.5 text-xs text-muted-foreground">{note}</p>
      </div>
      <span
        className={cn("flex h-9 w-9 shrink-0 items-center justify-center rounded-full sm:hidden lg:flex lg:h-10 lg:w-10", tone)}
        aria-hidden="true"
      >
        <Icon className="h-5 w-5" />
      </span>
    </section>
  );
}

/** Owed, expected this month and collected this month, for the whole hostel. */
export function DuesSummaryCards({ summary }: { summary: Summary }) {
  const t = useTranslations("dues.summary");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SummaryCard
        id="dues-owed"
        title={t("owed.title")}
        value={summary.owed}
        note={t("owed.note")}
        icon={TriangleAlert}
        tone="bg-rose-100 text-rose-800"
      />
      <SummaryCard
        id="dues-expected-this-month"
        title={t("expected.title")}
        value={summary.expectedThisMonth}
        note={t("expected.note")}
        icon={CalendarClock}
        tone="bg-blue-100 text-blue-800"
      />
      <SummaryCard
        id="dues-collected-this-month"
        title={t("collected.title")}
        value={summary.collectedThisMonth}
        note={t("collected.note")}
        icon={HandCoins}
        tone="bg-green-100 text-green-800"
      />
    </div>
  );
}
