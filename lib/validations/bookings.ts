import { z } from "zod";
import { DURATION_TYPES, PAYMENT_MODES } from "@/models/enums";
import { MAX_LONG_TEXT, optionalChoice, optionalInt, optionalMoney, optionalText, requiredDate } from "./fields";

export const MAX_DURATION = 1000;
export const ADVANCE_MIN_MESSAGE = "Advanced payment cannot be less than 0";

/** A record chosen in a select (customer, room): its id, required. */
function chosenId(label: string) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.uuid({ error: (issue) => (issue.input === undefined ? `${label} is required` : `Choose a valid ${label.toLowerCase()}`) }),
  );
}

/** An optional value that the table stores as not null: absent keeps the default, empty or null becomes `fallback`. */
function orDefault<T, F>(schema: z.ZodType<T | null | undefined>, fallback: F) {
  return schema.transform((value) => (value === null ? fallback : value));
}

const duration = {
  durationType: orDefault(optionalChoice("Duration type", DURATION_TYPES), "months" as const),
  durationValue: orDefault(optionalInt("Duration", 1, MAX_DURATION, "Duration must be at least 1"), 1),
};

const terms = {
  bookingDate: requiredDate("Booking date"),
  securityCharges: orDefault(optionalMoney("Security charges"), 0),
  securityPaymentMode: optionalChoice("Security payment mode", PAYMENT_MODES),
  paymentMode: optionalChoice("Payment mode", PAYMENT_MODES),
  paidMonths: orDefault(optionalInt("Paid months", 0, MAX_DURATION), 0),
  notes: optionalText("Notes", MAX_LONG_TEXT),
};

/**
 * A booking, as the Add Booking form and POST /bookings/add-booking take it. The customer's name,
 * the total, the amounts paid and the status are worked out by the server; if sent they are ignored.
 */
export const bookingSchema = z.object({
  studentId: chosenId("Customer"),
  selectedRoom: chosenId("Room"),
  advancedPayment: orDefault(optionalMoney("Advanced payment", ADVANCE_MIN_MESSAGE), 0),
  ...duration,
  ...terms,
});

/**
 * An update changes only the fields it sends; the customer stays. `paymentAmount` above 0 records
 * a new payment.
 */
export const bookingUpdateSchema = z
  .object({ selectedRoom: chosenId("Room"), ...duration, ...terms })
  .partial()
  .extend({ paymentAmount: orDefault(optionalMoney("Payment amount"), 0) });

/**
 * The Update Booking form's own check (the server reads the update with `bookingUpdateSchema`). That
 * schema takes every field as optional; the form sends them all, so it checks them as the Add Booking
 * form does (a booking date stays required), plus the new payment. The customer and the advance are
 * not edited there.
 */
export const bookingEditFormSchema = bookingSchema
  .omit({ studentId: true, advancedPayment: true })
  .extend({ paymentAmount: bookingUpdateSchema.shape.paymentAmount });

export type BookingInput = z.output<typeof bookingSchema>;
export type BookingUpdate = z.output<typeof bookingUpdateSchema>;
