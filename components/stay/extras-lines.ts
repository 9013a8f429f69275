import type { useTranslations } from "next-intl";
import { formatYearMonth, ltr } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { LedgerCharge } from "./types";

// The ledger's lines of extras and late fees (docs/bills.md): their words in the page's language, and
// which of them an owner may still correct (B2: reverse a one-off or an electricity share; B4: waive a late fee).

/** The "extras" messages' translator, as useTranslations gives it in a component. */
export type ExtrasT = ReturnType<typeof useTranslations<"extras">>;

type TypedCharge = Pick<LedgerCharge, "kind" | "period" | "description" | "typeName" | "typeNameUr">;

const CORRECTIONS = { "Adjustment for ": "adjustment", "Reversed: ": "reversed", "Waived: ": "waived" } as const;
const ELECTRICITY = /^[^:]+: ([\d,]+) units?, (\d{2}-\d{2}-\d{4}) to (\d{2}-\d{2}-\d{4})$/;
const MONTHLY = /^.+ — [A-Z][a-z]+ \d{4}$/;

/** A DD-MM-YYYY day inside an Urdu sentence: kept left to right, and on one line (non-breaking hyphens). */
const wholeDay = (day: string) => ltr(day.replace(/-/g, "\u2011"));

/**
 * A typed line's words ("Mess — October 2026", "Reversed: Guest night — November 2026", an electricity
 * share), as lib/server/services/stays.ts and readings.ts store them in English: in Urdu with the type's Urdu
 * name and month; a description the admin typed for a one-off is kept as typed.
 */
export function typedLineText(t: ExtrasT, locale: Locale, charge: TypedCharge): string {
  if (locale !== "ur") return charge.description;
  const name = charge.typeNameUr ?? charge.typeName ?? "";
  const prefix = (Object.keys(CORRECTIONS) as (keyof typeof CORRECTIONS)[]).find((start) => charge.description.startsWith(start));
  const rest = prefix ? charge.description.slice(prefix.length) : charge.description;
  const electricity = ELECTRICITY.exec(rest);
  const what = electricity
    ? t("lines.electricity", {
        name,
        units: Number(electricity[1]!.replace(/,/g, "")),
        from: wholeDay(electricity[2]!),
        to: wholeDay(electricity[3]!),
      })
    : MONTHLY.test(rest) && charge.period
      ? t("lines.monthly", { name, month: formatYearMonth(charge.period, locale) })
      : rest === charge.typeName
        ? name
        : rest;
  return prefix ? t(`lines.${CORRECTIONS[prefix]}`, { what }) : what;
}

export type Correction = "reverse" | "waive";

/**
 * The lines an owner may still correct, by id: a one-off extra or an electricity share not yet reversed,
 * a late fee not yet waived that still counts (its month's adjustments have not already taken it back),
 * as lib/server/services/extras.ts decides.
 */
export function correctableLines(
  charges: readonly Pick<LedgerCharge, "_id" | "kind" | "source" | "typeId" | "period" | "amount" | "reversesId">[],
): Map<string, Correction> {
  const corrected = new Set(charges.map((charge) => charge.reversesId).filter(Boolean));
  const found = new Map<string, Correction>();
  for (const charge of charges) {
    if (corrected.has(charge._id)) continue;
    if (charge.kind === "extra" && (charge.source === "one_off" || charge.source === "meter")) found.set(charge._id, "reverse");
    if (charge.kind === "late_fee") {
      const adjusted = charges.filter(
        (other) => other.kind === "adjustment" && other.typeId === charge.typeId && other.period === charge.period,
      );
      if (adjusted.reduce((sum, other) => sum + other.amount, charge.amount) > 0) found.set(charge._id, "waive");
    }
  }
  return found;
}
