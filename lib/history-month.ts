import { EMPTY, isUrdu, MONTHS, URDU_MONTHS, type Language } from "./format";

// A monthly history names its month in free text ('April 2025', 'apr 2025'), stored as typed.
const ENGLISH_MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi;
const MONTH_PREFIXES = MONTHS.map((name) => name.slice(0, 3).toLowerCase());
const URDU_MONTH = new RegExp(URDU_MONTHS.join("|"), "g");

/**
 * A history's month in the page's language: 'April 2025' → 'اپریل 2025' in Urdu (English month
 * names and their three-letter forms); other text, and every text in English, as it is.
 */
export function historyMonthText(value: string | null | undefined, language?: Language): string {
  if (!value) return EMPTY;
  if (!isUrdu(language)) return value;
  return value.replace(ENGLISH_MONTH, (word, prefix: string) => {
    const index = MONTH_PREFIXES.indexOf(prefix.toLowerCase());
    // Only a month's name or its start ('Sept'), not a word that merely begins like one ('Marching').
    return index >= 0 && MONTHS[index]!.toLowerCase().startsWith(word.toLowerCase()) ? URDU_MONTHS[index]! : word;
  });
}

/** Back from the Urdu form: 'اپریل 2025' → 'April 2025', so a month is stored one way in either language. */
export const historyMonthStored = (value: string) => value.replace(URDU_MONTH, (name) => MONTHS[URDU_MONTHS.indexOf(name)]!);
