import { z } from "zod";
import { PAYMENT_MODES } from "@/models/enums";
import { hostelTime } from "@/lib/time";
import { listQuerySchema } from "./list";
import { dayField, fieldSays, money, optionalText, requiredChoice, requiredDate, requiredText } from "./fields";
import { MAX_CATEGORY_NAME } from "./expense-category-rules";
import { YEAR_MONTH, yearMonth } from "./salaries";
import { sayEnglish } from "./message";

const MONTH_MESSAGE = fieldSays("fieldMonth", "month");

// The hostel's expenses (docs/bills.md, "Expenses"): what POST /api/expenses takes (the Add expense form
// checks the same), the void's reason, and the list's query. Browser-safe. Whether the category is one
// of the settings' categories is checked by the service, which reads the settings.

export const MAX_PAID_TO = 100;
export const MAX_EXPENSE_REFERENCE = 100;
export const MAX_EXPENSE_NOTE = 500;
/** Expenses a page of the list shows. */
export const EXPENSE_PAGE_SIZE = 20;

const today = () => hostelTime(new Date()).date;

/** POST /api/expenses (multipart: these fields, and the bill's picture under `image`). */
export const expenseSchema = z.object({
  spentOn: requiredDate("date").refine((day) => day <= today(), fieldSays("fieldFuture", "date")),
  category: requiredText("category", MAX_CATEGORY_NAME),
  amount: money("amount", sayEnglish("amountAboveZero"), 1),
  paidTo: requiredText("paidTo", MAX_PAID_TO),
  mode: requiredChoice("mode", PAYMENT_MODES, "modeChoice"),
  reference: optionalText("reference", MAX_EXPENSE_REFERENCE),
  note: optionalText("note", MAX_EXPENSE_NOTE),
});

/** The Add expense form (components/expenses/add-expense-form.tsx): the day is typed as DD-MM-YYYY and sent as YYYY-MM-DD. */
export const expenseFormSchema = expenseSchema.extend({ spentOn: dayField("date", today) });

/** POST /api/expenses/{id}/void (owners). */
export const voidExpenseSchema = z.object({ reason: requiredText("reason", 500) });

/** GET /api/expenses and its export: `?month=YYYY-MM&category=&searchTerm=&page=`; no month: every month. */
export const expenseListQuerySchema = listQuerySchema.extend({
  month: yearMonth("month").optional(),
  category: optionalText("category", MAX_CATEGORY_NAME),
});

export type ExpenseInput = z.output<typeof expenseSchema>;
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

/**
 * The /expenses screen's query, which its Export CSV passes on: no month is this month (hostel clock),
 * `month=all` every month; anything else as the API reads it.
 */
export const expenseScreenQuerySchema = listQuerySchema
  .extend({
    month: z.string({ error: MONTH_MESSAGE }).trim().optional(),
    category: optionalText("category", MAX_CATEGORY_NAME),
  })
  .superRefine(({ month }, context) => {
    if (month && month !== "all" && !YEAR_MONTH.test(month)) context.addIssue({ code: "custom", path: ["month"], message: MONTH_MESSAGE });
  })
  .transform((query) => ({ ...query, month: query.month === "all" ? undefined : query.month || hostelTime(new Date()).yearMonth }));
