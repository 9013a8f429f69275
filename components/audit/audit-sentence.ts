import { formatDate, formatNumber, formatPKR, formatYearMonth, monthName, paymentModeLabel } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

// An audit entry's sentence, worded in the page's language from what is stored with it: its action
// code, its record's name and the values of its sentence (`params`, lib/server/services/audit.ts). The
// English `summary` the API answers with is never read back, except as it is, in English, for an
// entry written before its values were stored.

/** What the sentence is made from. `params` is null for an entry written before the values were stored. */
export interface AuditSentenceEntry {
  action: string;
  entity: string;
  label: string | null;
  summary: string;
  params: Record<string, string | number | null> | null;
}

/** The "audit" namespace's translator (next-intl's `useTranslations("audit")`, or `createTranslator`). */
export interface AuditTranslate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The values, by name, that are rupees, calendar days, a payment mode, a meter's figures, a month (YYYY-MM). */
const MONEY = new Set(["amount", "charged", "paid", "deposit", "refund", "owed", "was", "now", "rent"]);
const DAYS = new Set(["date", "noticeDate", "leaveDate", "from", "to"]);
const METER = new Set(["reading", "units"]);
// Counts (count, capacity, residents, pictures) stay numbers: the sentences choose their plurals by them;
// anything else (a name, a room number, a reason typed) is data, shown as it was written.

/** One value as the panel shows it in `locale`; a day left empty is the end of an extra with none. */
function shown(name: string, value: string | number | null, t: AuditTranslate, locale: Locale): string | number {
  if (value === null) return DAYS.has(name) ? t("openEnd") : "—";
  if (MONEY.has(name) && typeof value === "number") return formatPKR(value, locale);
  if (DAYS.has(name)) return formatDate(String(value));
  if (name === "mode") return paymentModeLabel(String(value), locale);
  if (METER.has(name) && typeof value === "number") return formatNumber(value);
  if (name === "month") return formatYearMonth(String(value), locale);
  return value;
}

const ENGLISH_MONTH = /^([A-Z][a-z]+) (\d{4})$/;
/** "April 2026" (a monthly history's month, as typed) in the page's language; any other text as it is. */
export function monthText(text: string, locale: Locale): string {
  const match = ENGLISH_MONTH.exec(text.trim());
  const number = match ? Array.from({ length: 12 }, (_, index) => monthName(index + 1)).indexOf(match[1]!) + 1 : 0;
  return match && number ? formatYearMonth(`${match[2]}-${String(number).padStart(2, "0")}`, locale) : text;
}

/** The record's name in the page's language: a salary by its employee and month, else the name written with the entry. */
export function auditRecordName(entry: AuditSentenceEntry, t: AuditTranslate, locale: Locale): string | null {
  const { name, month } = entry.params ?? {};
  if (entry.entity === "salary" && typeof name === "string" && typeof month === "string")
    return t("names.salary", { name, month: formatYearMonth(month, locale) });
  return entry.label ? monthText(entry.label, locale) : null;
}

/**
 * The entry's sentence in the page's language ("RCT-2026-0007: PKR 5,000 received (JazzCash) on
 * 26-11-2026"). An entry written before its values were stored, or of an action without a sentence,
 * has its English summary in English and none in Urdu: its action and record name say what it was.
 */
export function auditSentence(entry: AuditSentenceEntry, t: AuditTranslate, locale: Locale): string | null {
  const key = `sentences.${entry.action}`;
  if (!entry.params || !t.has(key)) return locale === "en" ? entry.summary : null;
  const values = Object.fromEntries(Object.entries(entry.params).map(([name, value]) => [name, shown(name, value, t, locale)]));
  return t(key, { label: auditRecordName(entry, t, locale) ?? "", ...values });
}
