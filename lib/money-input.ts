/**
 * Rupees as an admin types them: whole rupees, with spaces and thousands commas allowed ("15,000").
 * Anything else ("5OOO", "8k", "12.5", "1e3", "-5", "") is null, never a number the admin did not type.
 * The forms' live figures and the server's money fields read amounts with this one rule.
 */
export function parseRupees(text: string): number | null {
  const digits = text.replace(/[\s,]/g, "");
  return /^[0-9]+$/.test(digits) ? Number(digits) : null;
}
