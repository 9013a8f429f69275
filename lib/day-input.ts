import { isDay, type Day } from "@/lib/money/days";
import { formatDate } from "@/lib/format";

// Days are typed as DD-MM-YYYY, the panel's format (a browser's own date input follows the browser's
// locale, mm/dd/yyyy on many machines), and sent and stored as YYYY-MM-DD.

/** "05-03-2026" (or 5/3/2026, 5.3.2026, or a pasted 2026-03-05) → "2026-03-05"; null unless it is a real calendar day. */
export function parseDayInput(text: string): Day | null {
  const typed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(typed)) return isDay(typed) ? typed : null;
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(typed);
  if (!match) return null;
  const day = `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
  return isDay(day) ? day : null;
}

/** "2026-03-05" → "05-03-2026", a day field's value. */
export const dayInputValue = (day: Day | null | undefined) => (day ? formatDate(day) : "");

/**
 * What a day field shows while it is typed: the digits grouped as DD-MM-YYYY ("25032026" →
 * "25-03-2026"); a pasted YYYY-MM-DD becomes DD-MM-YYYY; anything else stays as typed.
 */
export function maskDayInput(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return dayInputValue(text);
  if (!/^[\d-]*$/.test(text)) return text;
  const digits = text.replace(/-/g, "").slice(0, 8);
  return (
    [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("-") +
    (text.endsWith("-") && (digits.length === 2 || digits.length === 4) ? "-" : "")
  );
}
