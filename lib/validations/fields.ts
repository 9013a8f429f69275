import { z } from "zod";
import { EMAIL_PATTERN } from "./auth-rules";
import { parseDayInput } from "@/lib/day-input";
import type { Day } from "@/lib/money/days";
import { parseAmount } from "@/lib/money-input";
import { formattedCnic, localMobile, looksForeign, pakistaniMobile, residentPhone } from "@/lib/phone";
import { hostelTime } from "@/lib/time";

// Field builders shared by every area's schemas. Inputs may come from JSON, from multipart form
// data (all strings) or from a form: numbers accept numeric strings, an empty string means "no value".

export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 2000;
export const MAX_MONEY = 100_000_000;

const blankToNull = (value: unknown) => (value === "" || (typeof value === "string" && value.trim() === "") ? null : value);

const missing = (input: unknown) => input === undefined || input === null;
const requiredOr = (label: string, otherwise: string) => (issue: { input?: unknown }) =>
  missing(issue.input) ? `${label} is required` : otherwise;

// Typed counts are plain digits: "1e3", "0x10", "5OOO" or "8k" are not numbers (NaN: "must be a number"),
// and a decimal ("2.5", and "3.000", never 3) is not a whole number: never some other number than the one typed.
const DECIMAL = /^-?\d+(\.\d+)?$/;
function toNumber(label: string, value: unknown, context: z.RefinementCtx): unknown {
  if (typeof value !== "string" || value.trim() === "") return value;
  const typed = value.trim();
  if (!DECIMAL.test(typed)) return Number.NaN;
  if (typed.includes(".")) {
    context.addIssue({ code: "custom", message: `${label} must be a whole number` });
    return z.NEVER;
  }
  return Number(typed);
}

/**
 * Rupees as typed, read by the forms' one rule (lib/money-input.ts): "15000", "15,000", "1,50,000",
 * "150 000". A minus before such an amount is kept, for the field's "cannot be negative" message. A
 * decimal ("12.5", and "15.000", never 15) is not whole rupees; anything else is not a number (NaN).
 */
function toRupees(label: string, value: unknown, context: z.RefinementCtx): unknown {
  if (typeof value !== "string" || value.trim() === "") return value;
  const amount = parseAmount(value);
  if (amount === null) return Number.NaN;
  if (amount.paisa !== undefined) {
    context.addIssue({ code: "custom", message: `${label} must be a whole number` });
    return z.NEVER;
  }
  return amount.negative ? -amount.rupees : amount.rupees;
}

/** PostgreSQL text cannot hold a NUL character: such input is refused (400) rather than left to fail the write (500). */
export const withoutNul = (label: string) =>
  [(value: string) => !value.includes("\u0000"), `${label} cannot contain a NUL character`] as const;

export function requiredText(label: string, max = MAX_TEXT) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...withoutNul(label));
}

/** Optional text: omitted leaves it as it is, empty or null clears it. */
export function optionalText(label: string, max = MAX_TEXT) {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine(...withoutNul(label))
      .nullish(),
  );
}

const mobileMessage = (label: string) => `${label} must be a Pakistani mobile number like 0300-1234567`;

/**
 * A phone number typed as text (at most 25 characters), kept in the form `stored` gives it; one it cannot
 * read (null) is refused with `refusal`'s message (by default, the Pakistani mobile's).
 */
function phoneText(
  label: string,
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
function mobileNumber(label: string) {
  const mobileOf = (value: string) => {
    const mobile = pakistaniMobile(value);
    return mobile.ok ? localMobile(mobile.digits) : null;
  };
  return phoneText(label, mobileOf);
}

export function requiredMobile(label: string) {
  return z.preprocess((value) => blankToNull(value) ?? undefined, mobileNumber(label));
}

export function optionalMobile(label: string) {
  return z.preprocess(blankToNull, mobileNumber(label).nullish());
}

/**
 * A resident's phone (docs/register.md): a Pakistani mobile as `requiredMobile` takes it, or a foreign
 * number in international form ("+93 70 123 4567"), stored with its groups one space apart.
 */
function residentPhoneNumber(label: string) {
  const storedOf = (value: string) => {
    const phone = residentPhone(value);
    return phone.ok ? phone.stored : null;
  };
  const refusal = (value: string) =>
    looksForeign(value) ? `${label} must be an international number like +93 70 123 4567` : mobileMessage(label);
  return phoneText(label, storedOf, refusal);
}

export function requiredPhone(label: string) {
  return z.preprocess((value) => blankToNull(value) ?? undefined, residentPhoneNumber(label));
}

export function optionalPhone(label: string) {
  return z.preprocess(blankToNull, residentPhoneNumber(label).nullish());
}

/** A CNIC: 13 digits, with or without its dashes; stored as "35202-1234567-1". */
export function optionalCnic(label = "CNIC") {
  const message = `${label} must be 13 digits like 35202-1234567-1`;
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

export function optionalEmail(label = "Email") {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(254, `${label} must be at most 254 characters`)
      .pipe(z.string().regex(EMAIL_PATTERN, "Invalid email format"))
      .transform((email) => email.toLowerCase())
      .nullish(),
  );
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

// The forms' DD-MM-YYYY ("05-03-2026", also 5/3/2026) is read as that day, never as month-first.
const DAY_FIRST = /^\d{1,2}[-/.]\d{1,2}[-/.]\d{4}$/;

/** A calendar date, as YYYY-MM-DD, DD-MM-YYYY or an ISO timestamp; stored as YYYY-MM-DD. */
function dateString(label: string) {
  const invalid = `${label} must be a valid date`;
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

export function requiredDate(label: string) {
  return z.preprocess((value) => blankToNull(value) ?? undefined, dateString(label));
}

export function optionalDate(label: string) {
  return z.preprocess(blankToNull, dateString(label).nullish());
}

/** A whole number in a range, e.g. a count or year. */
function integer(label: string, min: number, max: number, minMessage?: string) {
  return z
    .number({ error: requiredOr(label, `${label} must be a number`) })
    .refine((value) => Number.isFinite(value), `${label} must be a number`)
    .refine((value) => Number.isInteger(value), `${label} must be a whole number`)
    .refine((value) => value >= min, minMessage ?? `${label} must be at least ${min}`)
    .refine((value) => value <= max, `${label} must be at most ${max}`);
}

export function requiredInt(label: string, min: number, max: number, minMessage?: string) {
  return z.preprocess((value, context) => toNumber(label, blankToNull(value) ?? undefined, context), integer(label, min, max, minMessage));
}

export function optionalInt(label: string, min: number, max: number, minMessage?: string) {
  return z.preprocess((value, context) => toNumber(label, blankToNull(value), context), integer(label, min, max, minMessage).nullish());
}

/**
 * Whole rupees, at least `min` (0, or 1 for a payment). Every money field of every form and route is
 * one of these two, so "5OOO", "8k", "12.5", "15.000", "1e3" and "1,,000" are refused with the field's
 * message everywhere; a JSON number must be a whole one.
 */
export function money(label: string, minMessage = `${label} cannot be negative`, min = 0) {
  return z.preprocess(
    (value, context) => toRupees(label, blankToNull(value) ?? undefined, context),
    integer(label, min, MAX_MONEY, minMessage),
  );
}

export function optionalMoney(label: string, minMessage = `${label} cannot be negative`, min = 0) {
  return z.preprocess(
    (value, context) => toRupees(label, blankToNull(value), context),
    integer(label, min, MAX_MONEY, minMessage).nullish(),
  );
}

export function requiredChoice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  // A select left on its empty option sends "": that is a missing value, not an unknown one.
  return z.preprocess(
    (value) => blankToNull(value) ?? undefined,
    z.enum(values, { error: requiredOr(label, `${label} must be one of: ${values.join(", ")}`) }),
  );
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.preprocess(blankToNull, z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` }).nullish());
}

/** A DD-MM-YYYY field, checked and turned into YYYY-MM-DD; `today` given (a day, or how to know it): not after today. */
export function dayField(label: string, today?: Day | (() => Day)) {
  return z.string().transform((text, context) => {
    const day = parseDayInput(text);
    const latest = typeof today === "function" ? today() : today;
    if (!day)
      context.addIssue({ code: "custom", message: text.trim() ? `${label} must be a day like 05-03-2026` : `${label} is required` });
    else if (latest && day > latest) context.addIssue({ code: "custom", message: `${label} cannot be in the future` });
    return day ?? z.NEVER;
  });
}
