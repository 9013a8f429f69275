import { z } from "zod";
import { fieldSays, optionalDate, optionalMoney, optionalText, requiredDate, requiredText } from "./fields";
import { sayEnglish } from "./message";

// A stay's extras (docs/bills.md, B1 and B2): subscriptions to monthly types, one-off charges, and the
// owner's reversal of a wrong charge or waiver of a late fee.

const chargeType = z.uuid({
  error: (issue) =>
    issue.input === undefined || issue.input === "" ? fieldSays("fieldRequired", "chargeType") : sayEnglish("chooseChargeType"),
});

/** POST /api/bookings/{id}/subscriptions. */
export const subscriptionSchema = z.object({
  typeId: chargeType,
  from: requiredDate("startDate"),
  to: optionalDate("endDate"),
  amount: optionalMoney("amount"),
});

/** PUT /api/subscriptions/{id}: ending is setting `to`; a new amount corrects every month it covers. */
export const subscriptionUpdateSchema = z.object({
  to: optionalDate("endDate"),
  amount: optionalMoney("amount"),
});

/** POST /api/bookings/{id}/charges: a one-off extra. */
export const oneOffChargeSchema = z.object({
  typeId: chargeType,
  amount: optionalMoney("amount", sayEnglish("amountAboveZero"), 1),
  chargedOn: optionalDate("chargeDate"),
  description: optionalText("description", 200),
});

/** POST /api/charges/{id}/reverse and …/waive. */
export const chargeCorrectionSchema = z.object({ reason: requiredText("reason", 500) });

export type SubscriptionInput = z.output<typeof subscriptionSchema>;
export type SubscriptionUpdate = z.output<typeof subscriptionUpdateSchema>;
export type OneOffChargeInput = z.output<typeof oneOffChargeSchema>;
