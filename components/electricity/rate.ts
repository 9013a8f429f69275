import { formatPKR, ltr } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

const withPaisa = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rate a unit in rupees, with its paisa when it has any: "PKR 65", "PKR 65.50" (Urdu "65.50 روپے"). */
export function formatRate(rate: number, locale?: Locale): string {
  if (Number.isInteger(rate)) return formatPKR(rate, locale);
  const figure = withPaisa.format(rate);
  return locale === "ur" ? `${ltr(figure)} روپے` : `PKR ${figure}`;
}
