/** The panel's languages: an administrator's choice, and the language a reminder was written in. */
// Read by every screen (lib/i18n/locales.ts), apart from the other lists (models/enums.ts).
export const LANGUAGES = ["en", "ur"] as const;
