import { z } from "zod";
import { DURATION_TYPES, PAYMENT_MODES } from "@/models/enums";
import { MAX_DURATION } from "./booking-rules";
import { MAX_LONG_TEXT, requiredOr, optionalChoice, optionalInt, optionalMoney, optionalText, requiredDate } from "./fields";
import type { LabelKey } from "@/lib/i18n/server-message";
import { sayEnglish, type ValidationCode } from "./message";

/** A record chosen in a select (customer, room): its id, required; `invalid`: the code of "Choose a valid …". */
function chosenId(label: LabelKey, invalid: ValidationCode) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.uuid({ error: requiredOr(label, sayEnglish(invalid)) }),
  );
}

/** An optional value that the table stores as not null: absent keeps the default, empty or null becomes `fallback`. */
function orDefault<T, F>(schema: z.ZodType<T | null | undefined>, fallback: F) {
  return schema.transform((value) => (value === null ? fallback : value));
}

const duration = {
  durationType: orDefault(optionalChoice(DURATION_TYPES, "durationTypeChoice"), "months" as const),
  durationValue: orDefault(optionalInt("duration", 1, MAX_DURATION), 1),
};

const terms = {
  bookingDate: requiredDate("bookingDate"),
  securityCharges: orDefault(optionalMoney("securityCharges"), 0),
  securityPaymentMode: optionalChoice(PAYMENT_MODES, "securityPaymentModeChoice"),
  paymentMode: optionalChoice(PAYMENT_MODES, "paymentModeChoice"),
  paidMonths: orDefault(optionalInt("paidMonths", 0, MAX_DURATION), 0),
  notes: optionalText("notes", MAX_LONG_TEXT),
};

/**
 * Paid months are months of the agreed term: never more than the duration of a monthly booking,
 * checked when both are sent (a new booking sent without a duration type is a monthly one; an update
 * must send the type too, or the stored booking decides).
 */
function paidMonthsWithinTerm<Schema extends z.ZodObject>(schema: Schema, monthsUnlessSent = true): Schema {
  type Terms = { durationType?: unknown; durationValue?: unknown; paidMonths?: unknown };
  const aboveTerm = ({ durationType = monthsUnlessSent ? "months" : undefined, durationValue, paidMonths }: Terms) =>
    durationType === "months" && typeof durationValue === "number" && typeof paidMonths === "number" && paidMonths > durationValue;
  return schema.refine((value: Terms) => !aboveTerm(value), {
    path: ["paidMonths"],
    message: sayEnglish("paidMonthsAboveDuration"),
    // Checked even while another field is wrong (a customer not chosen yet), so the form shows it with the
    // others; not while the three fields themselves are wrong, as their own messages say.
    when: ({ issues }) => !issues.some((issue) => ["durationType", "durationValue", "paidMonths"].includes(String(issue.path?.[0]))),
  }) as Schema;
}

const bookingFields = z.object({
  studentId: chosenId("customer", "chooseValidCustomer"),
  selectedRoom: chosenId("room", "chooseValidRoom"),
  advancedPayment: orDefault(optionalMoney("advancedPayment", sayEnglish("advanceNegative")), 0),
  ...duration,
  ...terms,
});

/**
 * A booking, as the Add Booking form and POST /bookings/add-booking take it. The customer's name,
 * the total, the amounts paid and the status are worked out by the server; if sent they are ignored.
 */
export const bookingSchema = paidMonthsWithinTerm(bookingFields);

/**
 * An update changes only the fields it sends. `paymentAmount` above 0 records a new payment.
 */
export const bookingUpdateSchema = paidMonthsWithinTerm(
  z
    .object({ selectedRoom: chosenId("room", "chooseValidRoom"), ...duration, ...terms })
    .partial()
    .extend({ paymentAmount: orDefault(optionalMoney("paymentAmount"), 0) }),
  false,
);

/**
 * The Update Booking form's own check (the server reads the update with `bookingUpdateSchema`). That
 * schema takes every field as optional; the form sends them all, so it checks them as the Add Booking
 * form does (a booking date stays required), plus the new payment. The customer and the advance are
 * not edited there.
 */
export const bookingEditFormSchema = paidMonthsWithinTerm(
  bookingFields.omit({ studentId: true, advancedPayment: true }).extend({ paymentAmount: orDefault(optionalMoney("paymentAmount"), 0) }),
);

export type BookingInput = z.output<typeof bookingSchema>;
export type BookingUpdate = z.output<typeof bookingUpdateSchema>;
