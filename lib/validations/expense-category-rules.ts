// The limits of the settings' list of expense categories, without zod: the Settings screen draws its list
// with them before the list's checks (lib/validations/settings.ts) load.

export const MAX_EXPENSE_CATEGORIES = 50;
export const MAX_CATEGORY_NAME = 60;
