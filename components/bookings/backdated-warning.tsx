"use client";

import { TriangleAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatPKR, formatYearMonth, ltr } from "@/lib/format";
import type { Day } from "@/lib/money";
import type { BackdatedCharge } from "./booking-figures";

/**
 * "This booking starts 01-01-1990: it will charge 443 months, PKR 5,316,000, from January 1990.": shown
 * above the save button of a monthly booking whose check-in is more than two months back. A warning,
 * not a refusal: the booking saves as it is.
 */
export function BackdatedWarning({ checkIn, charge }: { checkIn: Day; charge: BackdatedCharge }) {
  const t = useTranslations("bookings.form");
  const locale = useLocale();
  const date = formatDate(checkIn);
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span>
        {t("backdated", {
          date: locale === "ur" ? ltr(date) : date,
          months: charge.months,
          amount: formatPKR(charge.amount, locale),
          month: formatYearMonth(charge.from, locale),
        })}
      </span>
    </p>
  );
}
