// Phone numbers as WhatsApp takes them: international digits without "+", e.g. 923001234567.
// Pure and browser-safe, so the screens and the customer form can check a number the same way.
import { say, type ServerMessage } from "@/lib/i18n/server-message";

/** A Pakistani mobile number: 92, then 3, then nine more digits. */
const PAKISTANI_MOBILE = /^923\d{9}$/;

/** A number's check: its digits, or the problem as a message by code (messages/en/validation.ts). */
export type PhoneCheck = { ok: true; digits: string } | { ok: false; problem: ServerMessage };

/**
 * Normalises a Pakistani mobile number to international digits: "0300-1234567", "+92 300 1234567",
 * "0092 300 1234567", "92 300 1234567", "+92 (0)300 1234567" and "3001234567" all give "923001234567".
 * Anything else (no number, letters, a landline, a foreign number, digits missing) is refused with a
 * message that names the problem.
 */
export function pakistaniMobile(raw: string | null | undefined): PhoneCheck {
  const written = (raw ?? "").trim();
  if (written === "") return { ok: false, problem: say("noPhoneSaved") };
  const compact = written.replace(/[\s\-().]/g, "");
  if (!/^\+?\d+$/.test(compact)) {
    return { ok: false, problem: say("phoneNotDigits", { phone: written }) };
  }

  let digits = compact.replace(/^\+/, "").replace(/^00/, "");
  if (/^920\d{10}$/.test(digits))
    digits = `92${digits.slice(3)}`; // +92 (0)300 …: the trunk 0 written after the country code
  else if (/^0\d{10}$/.test(digits)) digits = `92${digits.slice(1)}`;
  else if (/^3\d{9}$/.test(digits)) digits = `92${digits}`;

  if (PAKISTANI_MOBILE.test(digits)) return { ok: true, digits };
  if (digits.startsWith("92") && digits.length === 12) {
    return { ok: false, problem: say("phoneLandline", { phone: written }) };
  }
  if (!digits.startsWith("92") && !digits.startsWith("0") && !digits.startsWith("3")) {
    return { ok: false, problem: say("phoneNotPakistani", { phone: written }) };
  }
  return { ok: false, problem: say("phoneWrongDigits", { phone: written }) };
}

/** The one way a mobile number is stored and shown: "0300-1234567". */
export function localMobile(digits: string): string {
  return `0${digits.slice(2, 5)}-${digits.slice(5)}`;
}

/** A CNIC (13 digits) as it is stored and shown: "35202-1234567-1", whether typed with dashes or without. */
export function formattedCnic(raw: string): string | null {
  const compact = raw.trim().replace(/[\s-]/g, "");
  if (!/^\d{13}$/.test(compact)) return null;
  return `${compact.slice(0, 5)}-${compact.slice(5, 12)}-${compact.slice(12)}`;
}

/**
 * A search term as stored phone numbers and CNICs are written: "03001234567" and "+92 300 1234567"
 * become "0300-1234567", "3520212345671" becomes "35202-1234567-1". Null when the term is not a whole
 * mobile number or CNIC (it is then searched as typed).
 */
export function storedFormOf(term: string): string | null {
  if (!/^[+\d\s\-().]+$/.test(term.trim())) return null;
  const mobile = pakistaniMobile(term);
  return mobile.ok ? localMobile(mobile.digits) : formattedCnic(term);
}

/** A resident's phone as stored and as WhatsApp takes it: "0300-1234567" or "+93 70 123 4567", and its international digits. */
export type ResidentPhone = { ok: true; digits: string; stored: string } | { ok: false; problem: ServerMessage };

/**
 * A foreign number in international form: "+" (or "00"), a country code other than Pakistan's, 8 to 15
 * digits in all (the international limit). Stored readable: "+", then the groups as typed, one space
 * apart ("+93-70-123-4567" and "0093 70 123 4567" both become "+93 70 123 4567").
 */
export function foreignNumber(raw: string | null | undefined): ResidentPhone {
  const written = (raw ?? "").trim();
  const refused: ResidentPhone = { ok: false, problem: say("phoneNotInternational", { phone: written }) };
  if (!/^(\+|00)/.test(written) || !/^[+\d\s\-().]+$/.test(written)) return refused;
  const rest = written.replace(/^(\+|00)/, "");
  const digits = rest.replace(/[\s\-().]/g, "");
  if (!/^[1-9]\d{7,14}$/.test(digits) || digits.startsWith("92")) return refused;
  return {
    ok: true,
    digits,
    stored: `+${rest
      .split(/[\s\-().]+/)
      .filter(Boolean)
      .join(" ")}`,
  };
}

/** True when a number is written in international form with a country code other than Pakistan's. */
export const looksForeign = (raw: string | null | undefined) =>
  /^(\+|00)[\s(]*[1-9]/.test((raw ?? "").trim()) && !/^(\+|00)[\s(]*9[\s\-().]*2/.test((raw ?? "").trim());

/** A resident's phone (docs/register.md): a Pakistani mobile as today ("0300-1234567"), or a foreign number in international form. */
export function residentPhone(raw: string | null | undefined): ResidentPhone {
  const mobile = pakistaniMobile(raw);
  if (mobile.ok) return { ok: true, digits: mobile.digits, stored: localMobile(mobile.digits) };
  if (looksForeign(raw)) return foreignNumber(raw);
  return mobile;
}

/**
 * The digits a WhatsApp message goes to (docs/register.md): a Pakistani mobile as 923001234567, a foreign
 * number in international form as its international digits (e.g. 93701234567), whoever the resident is.
 */
export function whatsAppNumber(raw: string | null | undefined): PhoneCheck {
  const phone = residentPhone(raw);
  return phone.ok ? { ok: true, digits: phone.digits } : phone;
}
