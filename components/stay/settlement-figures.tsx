import { useLocale, useTranslations } from "next-intl";
import { daysBetween, type HouseRules } from "@/lib/money";
import { formatDate, formatPKR } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import type { CheckOutFigures } from "./check-out-preview";
import type { StayT } from "./stay-facts";

type FigureKey =
  "rentCharged" | "suddenDepartureFee" | "damages" | "lostKeyFine" | "paid" | "deposit" | "depositApplied" | "refund" | "stillOwed";

/** The check-out figures in the order they settle: charges, what was paid, the deposit, the outcome (labels: "stay" figures.*). */
const FIGURES: { key: FigureKey; strong?: boolean }[] = [
  { key: "rentCharged" },
  { key: "suddenDepartureFee" },
  { key: "damages" },
  { key: "lostKeyFine" },
  { key: "paid" },
  { key: "deposit" },
  { key: "depositApplied" },
  { key: "refund", strong: true },
  { key: "stillOwed", strong: true },
];

/** The figures as a list; `itemised` lists each damage under their total. */
export function SettlementFigures({
  figures,
  itemised = false,
  className,
}: {
  figures: CheckOutFigures;
  itemised?: boolean;
  className?: string;
}) {
  const t = useTranslations("stay");
  const locale = useLocale();
  const row = (key: string, name: string, value: string, rowClass?: string) => (
    <div key={key} className={cn("flex items-baseline justify-between gap-4 py-1.5", rowClass)}>
      <dt>{name}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <dl className={cn("settlement-figures grid divide-y text-sm", className)}>
      {FIGURES.flatMap(({ key, strong }) => [
        row(
          key,
          t(`figures.${key}`),
          key === "suddenDepartureFee" && figures.waived ? t("figures.waived") : formatPKR(figures[key], locale),
          strong ? "font-semibold" : "[&>dd]:font-medium [&>dt]:text-muted-foreground",
        ),
        ...(itemised && key === "damages"
          ? figures.damageItems.map((item, index) =>
              row(`damage-${index}`, item.description, formatPKR(item.amount, locale), "ps-4 text-xs"),
            )
          : []),
      ])}
    </dl>
  );
}

/** The figures where the stored settlement differs from the preview, e.g. "Refund: PKR 0 (preview PKR 500)". */
export function figureDifferences(t: StayT, locale: Locale, preview: CheckOutFigures, stored: CheckOutFigures): string[] {
  return FIGURES.filter(({ key }) => preview[key] !== stored[key]).map(({ key }) =>
    t("figures.difference", {
      label: t(`figures.${key}`),
      stored: formatPKR(stored[key], locale),
      preview: formatPKR(preview[key], locale),
    }),
  );
}

/**
 * Why the sudden-departure fee applies or not, in one sentence. Whether the departure was sudden is the
 * figures' own `sudden` (decided by the rules of the check-out's day); `rules` say how many days' notice
 * were needed and whether the fee was a month's rent or a fixed amount.
 */
export function noticeSummary(
  t: StayT,
  locale: Locale,
  figures: Pick<CheckOutFigures, "noticeDate" | "leaveDate" | "sudden" | "waived" | "suddenDepartureFee">,
  rules: Pick<HouseRules, "noticeDays" | "suddenDepartureFee">,
): string {
  const fee = figures.waived
    ? t("noticeSummary.feeWaived")
    : figures.suddenDepartureFee === 0
      ? t("noticeSummary.feeNone")
      : rules.suddenDepartureFee === "one_month"
        ? t("noticeSummary.feeCharged")
        : t("noticeSummary.feeFixed", { amount: formatPKR(figures.suddenDepartureFee, locale) });
  if (figures.noticeDate === null) return t("noticeSummary.noNotice", { fee });
  const days = daysBetween(figures.noticeDate, figures.leaveDate);
  const given = t("noticeSummary.given", { date: formatDate(figures.noticeDate), days });
  return figures.sudden ? t("noticeSummary.sudden", { given, needed: rules.noticeDays, fee }) : t("noticeSummary.enough", { given });
}
