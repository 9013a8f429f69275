import { z } from "zod";
import { PAYMENT_MODES } from "@/models/enums";
import { money, optionalDate, optionalText, requiredChoice, requiredText } from "./fields";
import { sayEnglish } from "./message";

const allowDuplicateReference = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
  z.boolean({ error: sayEnglish("duplicateReferenceFlag") }),
);

/** A payment as the Record payment dialog and POST /api/bookings/{id}/payments take it. */
export const paymentSchema = z.object({
  amount: money("amount", sayEnglish("amountAboveZero"), 1),
  paidOn: optionalDate("paymentDate"),
  mode: requiredChoice("mode", PAYMENT_MODES, "modeChoice"),
  reference: optionalText("reference", 100),
  note: optionalText("note", 500),
  // The same bank reference twice on one stay is refused unless the admin confirms it is meant.
  allowDuplicateReference,
});

export const voidPaymentSchema = z.object({ reason: requiredText("reason", 500) });

export type PaymentInput = z.output<typeof paymentSchema>;
