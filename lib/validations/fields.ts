import { z } from "zod";
import { EMAIL_PATTERN } from "./auth-rules";
import { parseDayInput } from "@/lib/day-input";
import type { Day } from "@/lib/money/days";
import { parseAmount } from "@/lib/money-input";
import { formattedCnic, localMobile, looksForeign, pakistaniMobile, residentPhone } from "@/lib/phone";
import { hostelTime } from "@/lib/time";
import type { LabelKey } from "@/lib/i18n/server-message";
import { sayEnglish, type ValidationCode } from "./message";
import "./zod-messages";

// Field builders shared by every area's schemas. Inputs may come from JSON, from multipart form
// data (all strings) or from a form: numbers accept numeric strings, an empty string means "no value".
// Each takes its field's name as a key of the catalogue's `fieldLabels`, and writes its messages by code
// (./message.ts): "Full name is required" is `fieldRequired` of `fullName`.

export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 2000;
export const MAX_MONEY = 100_000_000;

const blankToNull = (value: unknown) => (value === "" || (typeof value === "string" && value.trim() === "") ? null : value);

const missing = (input: unknown) => input === undefined || input === null;
/** A field's message by its code, the field's name its `{label}`. */
export const fieldSays = (code: ValidationCode, label: LabelKey, params?: Record<string, number>) =>
  sayEnglish(code, { label: { label }, ...params });

/** The field's "is required" when the value is missing, else `otherwise`. */
export const requiredOr = (label: LabelKey, otherwise: string) => (issue: { input?: unknown }) =>
  missing(issue.input) ? fieldSays("fieldRequired", label) : otherwise;

// Typed counts are plain digits: "1e3", "0x10", "5OOO" or "8k" are not numbers (NaN: "must be a number"),
// and a decimal ("2.5", and "3.000", never 3) is not a whole number: never some other number than the one typed.
const DECIMAL = /^-?\d+(\.\d+)?$/;
function toNumber(label: LabelKey, value: unknown, context: z.RefinementCtx): unknown {
  if (typeof value !== "string" || value.trim() === "") return value;
  const typed = value.trim();
  if (!DECIMAL.test(typed)) return Number.NaN;
  if (typed.includes(".")) {
    context.addIssue({ code: "custom", message: fieldSays("fieldWholeNumber", label) });
    return z.NEVER;
  }
  return Number(typed);
}

/**
 * Rupees as typed, read by the forms' one rule (lib/money-input.ts): "15000", "15,000", "1,50,000",
 * "150 000". A minus before such an amount is kept, for the field's "cannot be negative" message. A
 * decimal ("12.5", and "15.000", never 15) is not whole rupees; anything else is not a number (NaN).
 */
function toRupees(label: LabelKey, value: unknown, context: z.RefinementCtx): unknown {
  if (typeof value !== "string" || value.trim() === "") return value;
  const amount = parseAmount(value);
  if (amount === null) return Number.NaN;
  if (amount.paisa !== undefined) {
    context.addIssue({ code: "custom", message: fieldSays("fieldWholeNumber", label) });
    return z.NEVER;
  }
  return amount.negative ? -amount.rupees : amount.rupees;
}

/** PostgreSQL text cannot hold a NUL character: such input is refused (400) rather than left to fail the write (500). */
export const withoutNul = (label: LabelKey) => [(value: string) => !value.includes("\u0000"), fieldSays("fieldNul", label)] as const;

export function requiredText(label: LabelKey, max = MAX_TEXT) {
  return z
    .string({ error: fieldSays("fieldRequired", label) })
    .trim()
    .min(1, fieldSays("fieldRequired", label))
    .max(max, fieldSays("fieldTooLong", label, { max }))
    .refine(...withoutNul(label));
}

/** Optional text: omitted leaves it as it is, empty or null clears it. */
export function optionalText(label: LabelKey, max = MAX_TEXT) {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: fieldSays("fieldText", label) })
      .trim()
      .max(max, fieldSays("fieldTooLong", label, { max }))
      .refine(...withoutNul(label))
      .nullish(),
  );
}

const mobileMessage = (label: LabelKey) => fieldSays("fieldMobile", label);

/**
 * A phone number typed as text (at most 25 characters), kept in the form `stored` gives it; one it cannot
 * read (null) is refused with `refusal`'s message (by default, the Pakistani mobile's).
 */
function phoneText(
  label: LabelKey,
  stored: (value: string) => string | null,
  refusal: (value: string) => string = () => mobileMessage(label),
) {
  const message = mobileMessage(label);
  return z
    .string({ error: requiredOr(label, message) })
    .trim()
    .max(25, message)
    .transform((value, context) => {
      const phone = stored(value);
      if (phone !== null) return phone;
      context.addIssue({ code: "custom", message: refusal(value) });
      return z.NEVER;
    });
}

/** A Pakistani mobile number, typed any usual way ("03001234567", "+92 300 1234567"); stored as "0300-1234567". */
function mobileNumber(label: LabelKey) {
  const mobileOf = (value: string) => {
    const mobile = pakistaniMobile(value);
    return mobile.ok ? localMobile(mobile.digits) : null;
  };
  return phoneText(label, mobileOf);
}

export function requiredMobile(label: LabelKey) {
  return z.preprocess((value) => blankToNull(value) ?? undefined, mobileNumber(label));
}

export function optionalMobile(label: LabelKey) {
  return z.preprocess(blankToNull, mobileNumber(label).nullish());
}

/**
 * A resident's phone (docs/register.md): a Pakistani mobile as `requiredMobile` takes it, or a foreign
 * number in international form ("+93 70 123 4567"), stored with its groups one space apart.
 */
function residentPhoneNumber(label: LabelKey) {
  const storedOf = (value: string) => {
    const phone = residentPhone(value);
    return phone.ok ? phone.stored : null;
  };
  const refusal = (value: string) => (looksForeign(value) ? fieldSays("fieldInternational", label) : mobileMessage(label));
  return phoneText(label, storedOf, refusal);
}

export function requiredPhone(label: LabelKey) {
  return z.preprocess((value) => blankToNull(value) ?? undefined, residentPhoneNumber(label));
}

export function optionalPhone(label: LabelKey) {
  return z.preprocess(blankToNull, residentPhoneNumber(label).nullish());
}

/** A CNIC: 13 digits, with or without its dashes; stored as "35202-1234567-1". */
export function optionalCnic(label: LabelKey = "cnic") {
  const message = fieldSays("fieldCnic", label);
  return z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .trim()
      .transform((value, context) => {
        const cnic = formattedCnic(value);
        if (cnic) return cnic;
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      })
      .nullish(),
  );
}

export function optionalEmail(label: LabelKey = "email") {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: fieldSays("fieldText", label) })
      .trim()
      .max(254, fieldSays("fieldTooLong", label, { max: 254 }))
      .pipe(z.string().regex(EMAIL_PATTERN, sayEnglish("invalidEmailFormat")))
      .transform((email) => email.toLowerCase())
      .nullish(),
  );
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

// The forms' DD-MM-YYYY ("05-03-2026", also 5/3/2026) is read as that day, never as month-first.
const DAY_FIRST = /^\d{1,2}[-/.]\d{1,2}[-/.]\d{4}$/;

/** A calendar date, as YYYY-MM-DD, DD-MM-YYYY or an ISO timestamp; stored as YYYY-MM-DD. */
function dateString(label: LabelKey) {
  const invalid = fieldSays("fieldDate", label);
  return z
    .string({ error: requiredOr(label, invalid) })
    .trim()
    .transform((typed, context) => {
      const value = DAY_FIRST.test(typed) ? (parseDayInput(typed) ?? "") : typed;
      if (!isoDate.test(value)) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      const parsed = value.length > 10 ? new Date(value) : new Date(`${value}T00:00:00Z`);
      const year = parsed.getUTCFullYear();
      if (Number.isNaN(parsed.getTime()) || year < 1900 || year > 2200) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      // A timestamp (e.g. a browser's local midnight sent as UTC) is the day it is on the hostel's clock.
      const day = value.length > 10 ? hostelTime(parsed).date : parsed.toISOString().slice(0, 10);
      // 2025-02-31 rolls over to March: refuse it rather than store another day.
      if (value.length === 10 && day !== value) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return day;
    });
}

export function requiredDate(label: LabelKey) {
  return z.preprocess((value) => blankToNull(value) ?? undefined, dateString(label));
}

export function optionalDate(label: LabelKey) {
  return z.preprocess(blankToNull, dateString(label).nullish());
}

/** A whole number in a range, e.g. a count or year. */
function integer(label: LabelKey, min: number, max: number, minMessage?: string) {
  return z
    .number({ error: requiredOr(label, fieldSays("fieldNumber", label)) })
    .refine((value) => Number.isFinite(value), fieldSays("fieldNumber", label))
    .refine((value) => Number.isInteger(value), fieldSays("fieldWholeNumber", label))
    .refine((value) => value >= min, minMessage ?? fieldSays("fieldAtLeast", label, { min }))
    .refine((value) => value <= max, fieldSays("fieldAtMost", label, { max }));
}

export function requiredInt(label: LabelKey, min: number, max: number, minMessage?: string) {
  return z.preprocess((value, context) => toNumber(label, blankToNull(value) ?? undefined, context), integer(label, min, max, minMessage));
}

export function optionalInt(label: LabelKey, min: number, max: number, minMessage?: string) {
  return z.preprocess((value, context) => toNumber(label, blankToNull(value), context), integer(label, min, max, minMessage).nullish());
}

/**
 * Whole rupees, at least `min` (0, or 1 for a payment). Every money field of every form and route is
 * one of these two, so "5OOO", "8k", "12.5", "15.000", "1e3" and "1,,000" are refused with the field's
 * message everywhere; a JSON number must be a whole one.
 */
export function money(label: LabelKey, minMessage = fieldSays("fieldNegative", label), min = 0) {
  return z.preprocess(
    (value, context) => toRupees(label, blankToNull(value) ?? undefined, context),
    integer(label, min, MAX_MONEY, minMessage),
  );
}

export function optionalMoney(label: LabelKey, minMessage = fieldSays("fieldNegative", label), min = 0) {
  return z.preprocess(
    (value, context) => toRupees(label, blankToNull(value), context),
    integer(label, min, MAX_MONEY, minMessage).nullish(),
  );
}

/**
 * One of `values`; `invalid` is the code of the field's "must be one of: …" message, which names the
 * values in each language (`durationTypeChoice`: "Duration type must be one of: days, weeks, months").
 */
// A choice's message names its values in words of its own: outside production, one that no longer names
// exactly the schema's values (a value added to an enum, its message not) fails as soon as the schema loads.
function assertNamesValues(invalid: ValidationCode, values: readonly string[]) {
  const english = sayEnglish(invalid);
  if (process.env.NODE_ENV !== "production" && !english.endsWith(`: ${values.join(", ")}`))
    throw new Error(`The message ${invalid} ("${english}") does not name the values ${values.join(", ")}`);
}

export function requiredChoice<const T extends readonly [string, ...string[]]>(label: LabelKey, values: T, invalid: ValidationCode) {
  assertNamesValues(invalid, values);
  // A select left on its empty option sends "": that is a missing value, not an unknown one.
  return z.preprocess((value) => blankToNull(value) ?? undefined, z.enum(values, { error: requiredOr(label, sayEnglish(invalid)) }));
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: ValidationCode) {
  assertNamesValues(invalid, values);
  return z.preprocess(blankToNull, z.enum(values, { error: sayEnglish(invalid) }).nullish());
}

/** A DD-MM-YYYY field, checked and turned into YYYY-MM-DD; `today` given (a day, or how to know it): not after today. */
export function dayField(label: LabelKey, today?: Day | (() => Day)) {
  return z.string().transform((text, context) => {
    const day = parseDayInput(text);
    const latest = typeof today === "function" ? today() : today;
    if (!day) context.addIssue({ code: "custom", message: fieldSays(text.trim() ? "fieldDay" : "fieldRequired", label) });
    else if (latest && day > latest) context.addIssue({ code: "custom", message: fieldSays("fieldFuture", label) });
    return day ?? z.NEVER;
  });
}
