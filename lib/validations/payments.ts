import { z } from "zod";
import { PAYMENT_MODES } from "@/models/enums";
import { money, optionalDate, optionalText, requiredChoice, requiredText } from "./fields";

const allowDuplicateReference = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
  z.boolean({ error: "Allow duplicate reference must be true or false" }),
);

/** A payment as the Record payment dialog and POST /api/bookings/{id}/payments take it. */
export const paymentSchema = z.object({
  amount: money("Amount", "Amount must be more than 0", 1),
  paidOn: optionalDate("Payment date"),
  mode: requiredChoice("Mode", PAYMENT_MODES),
  reference: optionalText("Reference", 100),
  note: optionalText("Note", 500),
  // The same bank reference twice on one stay is refused unless the admin confirms it is meant.
  allowDuplicateReference,
});

export const voidPaymentSchema = z.object({ reason: requiredText("Reason", 500) });

export type PaymentInput = z.output<typeof paymentSchema>;
