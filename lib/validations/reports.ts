import { z } from "zod";
import { hostelTime } from "@/lib/time";
import { fieldSays, optionalDate } from "./fields";
import { YEAR_MONTH, yearMonth } from "./salaries";
import type { LabelKey } from "@/lib/i18n/server-message";
import { sayEnglish } from "./message";

// The owner's reports' queries (docs/bills.md, "Profit"). Browser-safe: the report's filters share them.

/** The most months one profit table holds: three years. */
export const MAX_REPORT_MONTHS = 36;

const monthsApart = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5));
const optionalMonth = (label: LabelKey) => yearMonth(label).optional();

/**
 * `?month=YYYY-MM`, or `?from=YYYY-MM&to=YYYY-MM` for a table of months (both included); neither: this
 * month on the hostel's clock. Answers `{ from, to }`.
 */
export const profitQuerySchema = z
  .object({ month: optionalMonth("month"), from: optionalMonth("fromMonth"), to: optionalMonth("toMonth") })
  .superRefine(({ month, from, to }, context) => {
    if (month !== undefined && (from !== undefined || to !== undefined)) {
      context.addIssue({ code: "custom", path: ["month"], message: sayEnglish("reportMonthOrRange") });
    }
    if ((from === undefined) !== (to === undefined)) {
      context.addIssue({
        code: "custom",
        path: [from === undefined ? "from" : "to"],
        message: fieldSays("fieldRequired", from === undefined ? "fromMonth" : "toMonth"),
      });
    }
    if (from !== undefined && to !== undefined && YEAR_MONTH.test(from) && YEAR_MONTH.test(to)) {
      if (from > to) context.addIssue({ code: "custom", path: ["to"], message: sayEnglish("reportToBeforeFrom") });
      else if (monthsApart(from, to) >= MAX_REPORT_MONTHS)
        context.addIssue({ code: "custom", path: ["to"], message: sayEnglish("reportTooManyMonths", { max: MAX_REPORT_MONTHS }) });
    }
  })
  .transform(({ month, from, to }) => {
    const single = month ?? hostelTime(new Date()).yearMonth;
    return { from: from ?? single, to: to ?? single };
  });

export type ProfitQuery = z.output<typeof profitQuerySchema>;

/** `?date=` of the day book: DD-MM-YYYY or YYYY-MM-DD; none: today on the hostel's clock. */
export const dayBookQuerySchema = z
  .object({ date: optionalDate("date") })
  .transform(({ date }) => ({ date: date ?? hostelTime(new Date()).date }));

export type DayBookQuery = z.output<typeof dayBookQuerySchema>;
