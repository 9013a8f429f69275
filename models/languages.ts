/** The panel's languages: an administrator's choice, and the language a reminder was written in. */
// Apart from models/enums.ts so that every screen's language code (lib/i18n/locales.ts) does not carry the other lists.
export const LANGUAGES = ["en", "ur"] as const;
