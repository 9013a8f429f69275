/**
 * Rupees as an admin types them: whole rupees, the digits alone ("15000") or grouped the way people
 * write amounts, with commas or with spaces (one kind in one amount):
 * - in thousands: a first group of 1 to 3 digits, then groups of 3 ("15,000", "1,500,000", "150 000");
 * - in lakhs and crores: a first group of 1 or 2 digits, groups of 2, and a last group of 3
 *   ("1,50,000", "10,00,00,000").
 * Anything else ("5OOO", "8k", "12.5", "15.000", "1e3", "-5", "1,,000", ",000", "1,0000", "") is null,
 * never a number the admin did not type. The forms' live figures and the server's money fields
 * (lib/validations/fields.ts, the charge types' rates in lib/validations/settings.ts) read amounts with
 * this one rule, through parseAmount when a sign or paisa may be typed.
 */
export function parseRupees(text: string): number | null {
  const typed = text.trim();
  return RUPEES.some((pattern) => pattern.test(typed)) ? Number(typed.replace(SEPARATORS, "")) : null;
}

/**
 * An amount as a money field reads it: parseRupees's whole rupees, with a minus before it and paisa after
 * a point kept apart for the field to judge ("-1,500.50": negative, 1500 and "50"); null when the text is
 * not such an amount.
 */
export function parseAmount(text: string): { negative: boolean; rupees: number; paisa?: string } | null {
  const typed = text.trim();
  const negative = typed.startsWith("-");
  const [whole = "", paisa, ...rest] = (negative ? typed.slice(1) : typed).split(".");
  const rupees = parseRupees(whole);
  if (rupees === null || rest.length > 0 || (paisa !== undefined && !/^\d+$/.test(paisa))) return null;
  return { negative, rupees, paisa };
}

// A space may be typed, or pasted from a formatted figure as a no-break or narrow no-break space.
const SEPARATORS = /[, \u00a0\u202f]/g;
const RUPEES = [/^\d+$/, /^\d{1,3}([, \u00a0\u202f])\d{3}(?:\1\d{3})*$/, /^\d{1,2}([, \u00a0\u202f])\d{2}(?:\1\d{2})*\1\d{3}$/];
