import { LANGUAGES } from "@/models/values/languages";

// The panel's languages. English is the default and keeps every text of the spec as it is;
// Urdu is each administrator's own choice (stored on the account, and in a cookie for the sign-in screens).

export const locales = LANGUAGES;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The cookie the language is read from on every request (set at sign-in and by the language switch). */
export const LANGUAGE_COOKIE = "lang";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (locales as readonly string[]).includes(value);

export const directionOf = (locale: Locale): "ltr" | "rtl" => (locale === "ur" ? "rtl" : "ltr");

/** Each language named in itself, as the switch shows it. */
export const languageNames: Record<Locale, string> = { en: "English", ur: "اردو" };

export function languageCookie(locale: Locale) {
  return { name: LANGUAGE_COOKIE, value: locale, sameSite: "lax" as const, path: "/", maxAge: 400 * 24 * 3600 };
}
