import { z } from "zod";
import { CHARGE_TYPE_KINDS } from "@/models/enums";
import { localMobile, pakistaniMobile } from "@/lib/phone";
import { parseAmount } from "@/lib/money-input";
import { MAX_CATEGORY_NAME, MAX_EXPENSE_CATEGORIES } from "./expense-category-rules";
import { fieldSays, MAX_MONEY, money, optionalDate, optionalText, requiredChoice, requiredInt, requiredText } from "./fields";
import { registerSettingsSchema } from "./register";
import type { LabelKey } from "@/lib/i18n/server-message";
import { englishOf, rule, sayEnglish, type RuleMessage } from "./message";

// The hostel's settings and its charge types, as PUT /api/settings and POST/PUT /api/charge-types take
// them and the Settings screen's forms check them. Browser-safe: the forms share these schemas.

export const MAX_HOSTEL_NAME = 100;
export const MAX_GRACE_DAYS = 60;
export const MAX_LATE_FEE = 100_000;
export const MAX_CHARGE_TYPE_NAME = 60;
export const MAX_NOTICE_DAYS = 90;
/** The last day of a month rent can fall due on: every month has it. */
export const MAX_RENT_DUE_DAY = 28;
export const MAX_HOUSE_FINE = 1_000_000;

/** Empty text for an emptied field, so that a saved address or phone can be cleared. */
const orEmpty = (value: string | null | undefined) => value ?? "";

const PHONE_MESSAGE = sayEnglish("hostelPhoneInvalid");
/** Digits with an optional "+", grouped by spaces, dashes, dots or brackets: a landline or a number abroad. */
const WRITTEN_PHONE = /^\+?[\d\s\-().]+$/;

/**
 * The hostel's phone as printed on receipts: empty, a Pakistani mobile (kept as "0300-1234567"), or any
 * other phone number of 7 to 15 digits (a landline, a number abroad), kept as typed.
 */
const hostelPhone = z.preprocess(
  (value) => (value === null ? "" : value),
  z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .max(25, PHONE_MESSAGE)
    .transform((typed, context) => {
      if (typed === "") return "";
      const mobile = pakistaniMobile(typed);
      if (mobile.ok) return localMobile(mobile.digits);
      const digits = typed.replace(/\D/g, "").length;
      if (WRITTEN_PHONE.test(typed) && digits >= 7 && digits <= 15) return typed.replace(/\s+/g, " ");
      context.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }),
);

export const hostelDetailsSchema = z.object({
  name: requiredText("hostelName", MAX_HOSTEL_NAME),
  address: optionalText("address", 300).transform(orEmpty),
  phone: hostelPhone,
  ownerName: optionalText("ownerName", 100).transform(orEmpty),
});

export const lateFeeSchema = z.object({
  graceDays: requiredInt("graceDays", 0, MAX_GRACE_DAYS),
  amount: money("lateFeeAmount").refine(
    (amount) => amount <= MAX_LATE_FEE,
    fieldSays("fieldAtMost", "lateFeeAmount", { max: MAX_LATE_FEE }),
  ),
  // Null: not set (the server sets the day the fee is turned on).
  from: optionalDate("lateFeeFrom"),
});

const fine = (label: LabelKey) =>
  money(label).refine((amount) => amount <= MAX_HOUSE_FINE, fieldSays("fieldAtMost", label, { max: MAX_HOUSE_FINE }));
const fixedSuddenFee = fine("suddenDepartureFee");

/** "one_month" (a month of the stay's rent) or a fixed amount in rupees. */
const suddenDepartureFee = z.unknown().transform((value, context): "one_month" | number => {
  if (value === "one_month") return "one_month";
  const fixed = fixedSuddenFee.safeParse(value);
  if (fixed.success) return fixed.data;
  for (const issue of fixed.error.issues) context.addIssue({ code: "custom", message: issue.message });
  return z.NEVER;
});

/** The house rules (docs/bills.md, "House rules"): they apply from the day they are saved. */
export const houseRulesSchema = z.object({
  noticeDays: requiredInt("noticeDays", 1, MAX_NOTICE_DAYS),
  rentDueDay: requiredInt("rentDueDay", 1, MAX_RENT_DUE_DAY),
  lostKeyFine: fine("lostKeyFine"),
  suddenDepartureFee,
});

// The Settings screen's forms, each a part of PUT /api/settings as its fields are named on the form
// (components/settings).

export const hostelDetailsFormSchema = z.object({ hostel: hostelDetailsSchema });
export const lateFeeFormSchema = z.object({ lateFee: lateFeeSchema });
export const registerSettingsFormSchema = z.object({ register: registerSettingsSchema });

/** The house rules as typed: the sudden-departure fee is a choice, and its amount when the choice is a fixed one. */
export interface HouseRulesFormValues {
  houseRules: {
    noticeDays: string;
    rentDueDay: string;
    lostKeyFine: string;
    suddenFeeKind: "one_month" | "fixed";
    suddenDepartureFee: string;
  };
}

/** Whether a value is an object to spread; a form's preprocess leaves anything else to the shared schema's messages. */
const isRecord = (value: unknown): value is object => typeof value === "object" && value !== null;

// The choice becomes the fee the API takes: "one_month", or the amount typed (checked by the shared schema).
export const houseRulesFormSchema = z.object({
  houseRules: z.preprocess((typed: HouseRulesFormValues["houseRules"]) => {
    if (!isRecord(typed)) return typed;
    const { suddenFeeKind, ...rules } = typed;
    return { ...rules, suddenDepartureFee: suddenFeeKind === "one_month" ? "one_month" : rules.suddenDepartureFee };
  }, houseRulesSchema),
});

/** Names compared as the database's unique indexes compare them. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const expenseCategoriesSchema = z
  .array(requiredText("expenseCategory", MAX_CATEGORY_NAME), { error: sayEnglish("expenseCategoriesList") })
  .min(1, sayEnglish("expenseCategoriesEmpty"))
  .max(MAX_EXPENSE_CATEGORIES, sayEnglish("expenseCategoriesTooMany", { max: MAX_EXPENSE_CATEGORIES }))
  .superRefine((names, context) => {
    names.forEach((name, index) => {
      if (names.findIndex((other) => sameName(other, name)) !== index) {
        context.addIssue({ code: "custom", path: [index], message: sayEnglish("expenseCategoryTwice", { name }) });
      }
    });
  });

/** PUT /api/settings: any part; within the hostel details, the late fee and the house rules, any field. What is left out stays. */
export const settingsUpdateSchema = z.object({
  hostel: hostelDetailsSchema.partial().optional(),
  lateFee: lateFeeSchema.partial().optional(),
  houseRules: houseRulesSchema.partial().optional(),
  expenseCategories: expenseCategoriesSchema.optional(),
  register: registerSettingsSchema.partial().optional(),
});

export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Charge types.

/** Rupees with at most two decimals ("65.5", "1,200.25", 65.5): a metered rate; the other kinds keep whole rupees. */
function rupeesAndPaisa(label: LabelKey) {
  const invalid = fieldSays("fieldNumber", label);
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const typed = value.trim();
      if (typed === "") return undefined;
      const amount = parseAmount(typed);
      if (amount === null || amount.negative) return Number.NaN;
      return amount.paisa === undefined ? amount.rupees : Number(`${amount.rupees}.${amount.paisa}`);
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? fieldSays("fieldRequired", label) : invalid) })
      .refine((value) => Number.isFinite(value), invalid)
      .refine((value) => value >= 0, fieldSays("fieldNegative", label))
      .refine((value) => value <= MAX_MONEY, fieldSays("fieldAtMost", label, { max: MAX_MONEY }))
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, fieldSays("fieldTwoDecimals", label)),
  );
}

const monthsField = z
  .array(requiredInt("month", 1, 12), { error: sayEnglish("monthsList") })
  .max(12, sayEnglish("monthsDifferent"))
  .refine((months) => new Set(months).size === months.length, sayEnglish("monthsDifferent"))
  .transform((months) => [...months].sort((a, b) => a - b));

const activeField = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: sayEnglish("activeFlag") }),
);

const chargeTypeFields = {
  name: requiredText("name", MAX_CHARGE_TYPE_NAME),
  nameUr: requiredText("nameUr", MAX_CHARGE_TYPE_NAME),
  kind: requiredChoice("kind", CHARGE_TYPE_KINDS, "chargeKindChoice"),
  amount: rupeesAndPaisa("amount"),
  months: monthsField,
  active: activeField,
};

export type ChargeTypeKind = (typeof CHARGE_TYPE_KINDS)[number];

/**
 * What a charge type cannot be, whatever was sent: a monthly price or one-off amount in paisa, or
 * months on a type that is not monthly. Checked on the form and again on the type as it will be saved.
 */
export function chargeTypeProblems(type: { kind: ChargeTypeKind; amount: number; months: readonly number[] }): Record<string, RuleMessage> {
  const problems: Record<string, RuleMessage> = {};
  if (type.kind !== "metered" && !Number.isInteger(type.amount)) problems.amount = rule("fieldWholeNumber", { label: { label: "amount" } });
  if (type.kind !== "monthly" && type.months.length > 0) problems.months = rule("monthsOnlyMonthly");
  return problems;
}

/** POST /api/charge-types: a new type (active unless told otherwise; no months: every month). */
export const chargeTypeSchema = z
  .object({ ...chargeTypeFields, months: monthsField.default([]), active: activeField.default(true) })
  .superRefine((type, context) => {
    for (const [field, problem] of Object.entries(chargeTypeProblems(type)))
      context.addIssue({ code: "custom", path: [field], message: englishOf(problem) });
  });

/** PUT /api/charge-types/{id}: the fields sent change; the service checks the type as it will be. */
export const chargeTypeUpdateSchema = z.object(chargeTypeFields).partial();

/** The charge type's dialog as typed (components/settings/charge-type-dialog.tsx). */
export interface ChargeTypeFormValues {
  name: string;
  nameUr: string;
  kind: ChargeTypeKind;
  amount: string;
  months: string[];
  active: boolean;
}

// Months belong to monthly types only: ticked ones are left behind when the kind changes to another.
export const chargeTypeFormSchema = z.preprocess(
  (form: ChargeTypeFormValues) => (!isRecord(form) || form.kind === "monthly" ? form : { ...form, months: [] }),
  chargeTypeSchema,
);

export type ChargeTypeInput = z.output<typeof chargeTypeSchema>;
export type ChargeTypeUpdate = z.output<typeof chargeTypeUpdateSchema>;
