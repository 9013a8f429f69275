/**
 * Rupees as an admin types them: whole rupees, the digits alone ("15000") or grouped the way people
 * write amounts, with commas or with spaces (one kind in one amount):
 * - in thousands: a first group of 1 to 3 digits, then groups of 3 ("15,000", "1,500,000", "150 000");
 * - in lakhs and crores: a first group of 1 or 2 digits, groups of 2, and a last group of 3
 *   ("1,50,000", "10,00,00,000").
 * Anything else ("5OOO", "8k", "12.5", "15.000", "1e3", "-5", "1,,000", ",000", "1,0000", "") is null,
 * never a number the admin did not type. The forms' live figures and the server's money fields
 * (lib/validations/fields.ts) read amounts with this one rule.
 */
export function parseRupees(text: string): number | null {
  const typed = text.trim();
  return RUPEES.some((pattern) => pattern.test(typed)) ? Number(typed.replace(SEPARATORS, "")) : null;
}

// A space may be typed, or pasted from a formatted figure as a no-break or narrow no-break space.
const SEPARATORS = /[, \u00a0\u202f]/g;
const RUPEES = [
  /^\d+$/,
  /^\d{1,3}([, \u00a0\u202f])\d{3}(?:\1\d{3})*$/,
  /^\d{1,2}([, \u00a0\u202f])\d{2}(?:\1\d{2})*\1\d{3}$/,
];
