// The rules of the sign-in screens' fields as plain functions, each giving the field's first problem
// (or undefined). The zod schemas of ./auth.ts apply them on the server; the sign-in, sign-up,
// forgotten-password and reset screens apply them in the browser without loading zod or a form
// library, the first screen a phone loads (about 50 kB gzipped less).
import { englishWriter } from "@/lib/i18n/english-text";
import { accountLabels, accountTexts } from "@/messages/en/account-texts";

// Only the account fields' English reaches the first screen: the rules write their messages by code
// from their own few texts (messages/en/account-texts.ts), not from the whole catalogue.
const { sayEnglish } = englishWriter<keyof typeof accountTexts>(accountTexts, { fieldLabels: accountLabels });
type AccountField = keyof typeof accountLabels;
const required = (label: AccountField) => sayEnglish("fieldRequired", { label: { label } });
const tooLong = (label: AccountField, max: number) => sayEnglish("fieldTooLong", { label: { label }, max });
const withNul = (label: AccountField) => sayEnglish("fieldNul", { label: { label } });

// bcrypt uses only the first 72 bytes of a password; longer ones are refused rather than cut.
export const PASSWORD_MAX_BYTES = 72;

/** name@example.com: dot-separated words before the @, a domain with a top level of two letters or more. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

const NUL = "\u0000";

export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return required("email");
  if (email.length > 254) return tooLong("email", 254);
  if (!EMAIL_PATTERN.test(email)) return sayEnglish("invalidEmailFormat");
}

export function passwordProblem(password: string): string | undefined {
  if (!password) return required("password");
  if (password.length < 8) return sayEnglish("passwordTooShort");
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return sayEnglish("passwordTooLong");
  // C bcrypt stops at a NUL byte: refused, so that no password can mean a shorter one.
  if (password.includes(NUL)) return withNul("password");
}

export function usernameProblem(value: string): string | undefined {
  const username = value.trim();
  if (!username) return required("username");
  if (username.length > 50) return tooLong("username", 50);
  if (username.includes(NUL)) return withNul("username");
}
