import { z } from "zod";
import { isDay, type Day } from "@/lib/money";
import { formatDate } from "@/lib/format";

// Dates are typed as DD-MM-YYYY (a browser's date input follows its own locale) and sent as YYYY-MM-DD.

/** "05-03-2026" (or 5/3/2026) → "2026-03-05"; null when it is not a real calendar day. */
export function parseDayInput(text: string): Day | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
  return isDay(day) ? day : null;
}

/** "2026-03-05" → "05-03-2026", a day field's value. */
export const dayInputValue = (day: Day | null | undefined) => (day ? formatDate(day) : "");

/** A DD-MM-YYYY field, checked and turned into YYYY-MM-DD; `today` given: not after today. */
export function dayField(label: string, today?: Day) {
  return z.string().transform((text, context) => {
    const day = parseDayInput(text);
    if (!day) context.addIssue({ code: "custom", message: text.trim() ? `${label} must be a day like 05-03-2026` : `${label} is required` });
    else if (today && day > today) context.addIssue({ code: "custom", message: `${label} cannot be in the future` });
    return day ?? z.NEVER;
  });
}
