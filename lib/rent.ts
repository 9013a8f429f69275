import type { DURATION_TYPES } from "@/models/enums";

export type DurationType = (typeof DURATION_TYPES)[number];

/**
 * The rent for a stay: per month, or per week and per day at a month's rent / 30 a day, in whole
 * rupees. The server charges this; the booking form shows it as a preview.
 */
export function totalPaymentFor(monthlyRent: number, durationType: DurationType, durationValue: number): number {
  if (durationType === "months") return monthlyRent * durationValue;
  const days = durationType === "weeks" ? 7 * durationValue : durationValue;
  return Math.round((monthlyRent * days) / 30);
}
