import { englishOf, rule, type RuleMessage } from "./message";

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
  const problems: { advancedPayment?: RuleMessage; durationValue?: RuleMessage; paymentAmount?: RuleMessage } = {};
  if (advance > total) problems.advancedPayment = rule("advanceAboveTotal", { total: { amount: total } });
  if (total < paid) problems.durationValue = rule("paidAboveTotal", { paid: { amount: paid }, total: { amount: total } });
  else if (payment > total - paid) {
    problems.paymentAmount =
      total === paid ? rule("alreadyFullyPaid") : rule("paymentAboveRemaining", { remaining: { amount: total - paid } });
  }
  return problems;
}

/** The same problems as the booking forms show them: their English texts, each with its code noted. */
export function termProblemTexts(figures: Parameters<typeof termProblems>[0]) {
  const texts: { advancedPayment?: string; durationValue?: string; paymentAmount?: string } = {};
  for (const [field, problem] of Object.entries(termProblems(figures)) as [keyof typeof texts, RuleMessage][])
    texts[field] = englishOf(problem);
  return texts;
}
