import { formatPKR, ltr, monthName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { ChargeTypeRow } from "./types";

const paisa = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A metered rate with its paisa: "PKR 65.50" (Urdu "65.50 روپے"); formatPKR shows whole rupees. */
export function formatRate(rupees: number, locale: Locale): string {
  const digits = paisa.format(rupees);
  return locale === "ur" ? `${ltr(digits)} روپے` : `PKR ${digits}`;
}

/** Runs of calendar months: [4, 5, 6, 7, 8, 9] → "April – September"; [1, 2, 12] → "January – February, December". */
export function monthsText(months: readonly number[], locale: Locale): string {
  const runs: [number, number][] = [];
  for (const month of [...months].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === month - 1) last[1] = month;
    else runs.push([month, month]);
  }
  const name = (month: number) => monthName(month, locale);
  return runs.map(([first, last]) => (first === last ? name(first) : `${name(first)} – ${name(last)}`)).join(locale === "ur" ? "، " : ", ");
}

/** What a type charges, as the table shows it (`texts`: the screen's words for the kinds of amount). */
export function amountText(
  type: Pick<ChargeTypeRow, "kind" | "amount" | "system">,
  locale: Locale,
  texts: { perUnit: (amount: string) => string; perMonth: (amount: string) => string; lateFee: string; room: string },
): string {
  if (type.system === "late_fee") return texts.lateFee;
  if (type.system === "room") return texts.room;
  if (type.kind === "metered") return texts.perUnit(formatRate(type.amount, locale));
  if (type.kind === "monthly") return texts.perMonth(formatPKR(type.amount, locale));
  return formatPKR(type.amount, locale);
}

/**
 * An Urdu name on any page, English ones included: the panel's Nastaliq face (app/globals.css), tall enough for
 * it. On an English screen the face comes once the page has run (`urdu-name`, components/ui/urdu-faces.tsx,
 * which the screen must render).
 */
export const URDU_NAME_CLASS = "urdu-name leading-loose";
