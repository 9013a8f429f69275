import { formatPKR } from "@/lib/format";
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

/**
 * What is wrong with the figures of a booking (the spec's agreed term), as field messages: an
 * advance above the total, a total below what was already paid, a payment above what is left. The
 * server refuses the save with these messages; the booking forms show them as the admin types.
 */
export function termProblems({ total, paid = 0, advance = 0, payment = 0 }: { total: number; paid?: number; advance?: number; payment?: number }) {
  const problems: { advancedPayment?: string; durationValue?: string; paymentAmount?: string } = {};
  if (advance > total) problems.advancedPayment = `Advanced payment cannot be more than the total payment of ${formatPKR(total)}`;
  if (total < paid) problems.durationValue = `${formatPKR(paid)} has already been paid, more than the new total payment of ${formatPKR(total)}.`;
  else if (payment > total - paid) {
    problems.paymentAmount = total === paid ? "This booking is already fully paid" : `Payment cannot be more than the remaining amount of ${formatPKR(total - paid)}`;
  }
  return problems;
}
