import { z } from "zod";
import { PAYMENT_MODES } from "@/models/enums";
import { money, optionalDate, optionalText, requiredChoice, requiredText } from "./fields";

/** A payment as the Record payment dialog and POST /api/bookings/{id}/payments take it. */
export const paymentSchema = z.object({
  amount: money("Amount", "Amount must be more than 0", 1),
  paidOn: optionalDate("Payment date"),
  mode: requiredChoice("Mode", PAYMENT_MODES),
  reference: optionalText("Reference", 100),
  note: optionalText("Note", 500),
});

export const voidPaymentSchema = z.object({ reason: requiredText("Reason", 500) });

export type PaymentInput = z.output<typeof paymentSchema>;
