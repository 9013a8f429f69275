import { daysBetween, isSudden, NOTICE_DAYS, type Day } from "@/lib/money";
import { formatDate, formatPKR } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { CheckOutFigures } from "./check-out-preview";

type FigureKey = "rentCharged" | "suddenDepartureFee" | "damages" | "lostKeyFine" | "paid" | "deposit" | "refund" | "stillOwed";

/** The check-out figures in the order they settle: charges, what was paid, the deposit, the outcome. */
const FIGURES: { key: FigureKey; label: string; strong?: boolean }[] = [
  { key: "rentCharged", label: "Rent to leave date" },
  { key: "suddenDepartureFee", label: "Sudden departure fee" },
  { key: "damages", label: "Damages" },
  { key: "lostKeyFine", label: "Key fine" },
  { key: "paid", label: "Paid" },
  { key: "deposit", label: "Deposit" },
  { key: "refund", label: "Refund", strong: true },
  { key: "stillOwed", label: "Still owed", strong: true },
];

/** The figures as a list; `itemised` lists each damage under their total. */
export function SettlementFigures({ figures, itemised = false, className }: { figures: CheckOutFigures; itemised?: boolean; className?: string }) {
  const row = (key: string, name: string, value: string, rowClass?: string) => (
    <div key={key} className={cn("flex items-baseline justify-between gap-4 py-1.5", rowClass)}>
      <dt>{name}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <dl className={cn("settlement-figures grid divide-y text-sm", className)}>
      {FIGURES.flatMap(({ key, label, strong }) => [
        row(key, label, key === "suddenDepartureFee" && figures.waived ? "Waived" : formatPKR(figures[key]), strong ? "font-semibold" : "[&>dd]:font-medium [&>dt]:text-muted-foreground"),
        ...(itemised && key === "damages" ? figures.damageItems.map((item, index) => row(`damage-${index}`, item.description, formatPKR(item.amount), "ps-4 text-xs")) : []),
      ])}
    </dl>
  );
}

/** The figures where the stored settlement differs from the preview, e.g. "Refund: PKR 0 (preview PKR 500)". */
export function figureDifferences(preview: CheckOutFigures, stored: CheckOutFigures): string[] {
  return FIGURES.filter(({ key }) => preview[key] !== stored[key]).map(({ key, label }) => `${label}: ${formatPKR(stored[key])} (preview ${formatPKR(preview[key])})`);
}

/** Why the sudden-departure fee applies or not, in one sentence. */
export function noticeSummary(noticeDate: Day | null, leaveDate: Day, waived = false): string {
  const fee = waived ? "a sudden departure, fee waived" : "a sudden departure, charged one month's rent";
  if (noticeDate === null) return `No written notice: ${fee}.`;
  const days = daysBetween(noticeDate, leaveDate);
  const given = `Notice given on ${formatDate(noticeDate)}, ${days} ${days === 1 ? "day" : "days"} before leaving`;
  return isSudden(noticeDate, leaveDate) ? `${given} (${NOTICE_DAYS} needed): ${fee}.` : `${given}: no fee.`;
}
