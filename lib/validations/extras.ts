import { z } from "zod";
import { optionalDate, optionalMoney, optionalText, requiredDate, requiredText } from "./fields";

// A stay's extras (docs/bills.md, B1 and B2): subscriptions to monthly types, one-off charges, and the
// owner's reversal of a wrong charge or waiver of a late fee.

const chargeType = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === "" ? "Charge type is required" : "Choose a valid charge type"),
});

/** POST /api/bookings/{id}/subscriptions. */
export const subscriptionSchema = z.object({
  typeId: chargeType,
  from: requiredDate("Start date"),
  to: optionalDate("End date"),
  amount: optionalMoney("Amount"),
});

/** PUT /api/subscriptions/{id}: ending is setting `to`; a new amount corrects every month it covers. */
export const subscriptionUpdateSchema = z.object({
  to: optionalDate("End date"),
  amount: optionalMoney("Amount"),
});

/** POST /api/bookings/{id}/charges: a one-off extra. */
export const oneOffChargeSchema = z.object({
  typeId: chargeType,
  amount: optionalMoney("Amount", "Amount must be more than 0", 1),
  chargedOn: optionalDate("Charge date"),
  description: optionalText("Description", 200),
});

/** POST /api/charges/{id}/reverse and …/waive. */
export const chargeCorrectionSchema = z.object({ reason: requiredText("Reason", 500) });

export type SubscriptionInput = z.output<typeof subscriptionSchema>;
export type SubscriptionUpdate = z.output<typeof subscriptionUpdateSchema>;
export type OneOffChargeInput = z.output<typeof oneOffChargeSchema>;
