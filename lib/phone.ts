// Phone numbers as WhatsApp takes them: international digits without "+", e.g. 923001234567.
// Pure and browser-safe, so the screens and the customer form can check a number the same way.

/** A Pakistani mobile number: 92, then 3, then nine more digits. */
const PAKISTANI_MOBILE = /^923\d{9}$/;
const EXAMPLE = "like 0300-1234567 or +92 300 1234567";

export type PhoneCheck = { ok: true; digits: string } | { ok: false; message: string };

/**
 * Normalises a Pakistani mobile number to international digits: "0300-1234567", "+92 300 1234567",
 * "0092 300 1234567", "92 300 1234567", "+92 (0)300 1234567" and "3001234567" all give "923001234567".
 * Anything else (no number, letters, a landline, a foreign number, digits missing) is refused with a
 * message that names the problem.
 */
export function pakistaniMobile(raw: string | null | undefined): PhoneCheck {
  const written = (raw ?? "").trim();
  if (written === "") return { ok: false, message: "No phone number is saved for this customer." };
  const compact = written.replace(/[\s\-().]/g, "");
  if (!/^\+?\d+$/.test(compact)) {
    return { ok: false, message: `The phone number "${written}" has characters other than digits: write it ${EXAMPLE}.` };
  }

  let digits = compact.replace(/^\+/, "").replace(/^00/, "");
  if (/^920\d{10}$/.test(digits)) digits = `92${digits.slice(3)}`; // +92 (0)300 …: the trunk 0 written after the country code
  else if (/^0\d{10}$/.test(digits)) digits = `92${digits.slice(1)}`;
  else if (/^3\d{9}$/.test(digits)) digits = `92${digits}`;

  if (PAKISTANI_MOBILE.test(digits)) return { ok: true, digits };
  if (digits.startsWith("92") && digits.length === 12) {
    return { ok: false, message: `The phone number "${written}" is a landline, not a mobile number: WhatsApp needs a mobile number ${EXAMPLE}.` };
  }
  if (!digits.startsWith("92") && !digits.startsWith("0") && !digits.startsWith("3")) {
    return { ok: false, message: `The phone number "${written}" is not a Pakistani number: write a Pakistani mobile number ${EXAMPLE}.` };
  }
  return { ok: false, message: `The phone number "${written}" does not have the digits of a Pakistani mobile number (03XX and seven more): write it ${EXAMPLE}.` };
}
