import { formatPKR } from "@/lib/format";

// The limits of a booking's terms, and what is wrong with its figures, that the booking forms show in the
// browser without loading zod (./bookings.ts and lib/server/services/stay-changes.ts apply them on the server).

/** The longest duration a booking may have, in its unit (days, weeks or months); also the most paid months. */
export const MAX_DURATION = 1000;

/**
 * What is wrong with the figures of a booking (the spec's agreed term), as field messages: an
 * advance above the total, a total below what was already paid, a payment above what is left. The
 * server refuses the save with these messages; the booking forms show them as the admin types.
 */
export function termProblems({
  total,
  paid = 0,
  advance = 0,
  payment = 0,
}: {
  total: number;
  paid?: number;
  advance?: number;
  payment?: number;
}) {
  const problems: { advancedPayment?: string; durationValue?: string; paymentAmount?: string } = {};
  if (advance > total) problems.advancedPayment = `Advanced payment cannot be more than the total payment of ${formatPKR(total)}`;
  if (total < paid)
    problems.durationValue = `${formatPKR(paid)} has already been paid, more than the new total payment of ${formatPKR(total)}.`;
  else if (payment > total - paid) {
    problems.paymentAmount =
      total === paid
        ? "This booking is already fully paid"
        : `Payment cannot be more than the remaining amount of ${formatPKR(total - paid)}`;
  }
  return problems;
}
