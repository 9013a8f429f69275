import type { Locale } from "@/lib/i18n/locales";
import { hostelTimeZone } from "@/lib/time";

// Moments are shown on the hostel's clock (hostelTimeZone), whatever the server's or the browser's zone.

// The panel's display formats (DD-MM-YYYY, bookings as 'MMMM Do YYYY', PKR with thousands
// separators); every helper shows "—" for an empty value.
const EMPTY = "—";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const URDU_MONTHS = ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"];

// The word-bearing helpers take the page's language (next-intl's useLocale() / getLocale());
// without one they give the spec's English. Digits stay Western, as Pakistani print uses them.
type Language = Locale | undefined;
const isUrdu = (language: Language) => language === "ur";

// Numbers inside Urdu text are wrapped in a left-to-right isolate, so "-1,500" or "+92 300 1234567"
// keep their order inside a right-to-left line, in toasts and titles as much as in markup.
export const ltr = (text: string) => `\u2066${text}\u2069`;

type DateInput = string | Date | null | undefined;

/** A day and a clock time, as read on one clock. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function wallClockIn(zone: string, moment: Date): WallClock {
  let formatter = zoneFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    zoneFormatters.set(zone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(moment).map(({ type, value }) => [type, Number(value)]));
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute! };
}

function parse(value: DateInput, zone = hostelTimeZone()): WallClock | null {
  if (value === null || value === undefined || value === "") return null;
  // A calendar date (YYYY-MM-DD) is the same day everywhere; a timestamp is shown in the hostel's zone.
  const calendarDay = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (calendarDay) {
    const [year, month, day] = calendarDay.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    return { year, month, day, hour: 0, minute: 0 };
  }
  const moment = value instanceof Date ? value : new Date(value);
  return Number.isNaN(moment.getTime()) ? null : wallClockIn(zone, moment);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const dayMonthYear = ({ day, month, year }: WallClock) => `${pad(day)}-${pad(month)}-${pad(year, 4)}`;

/** 1 → '1st', 12 → '12th', 22 → '22nd'. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
}

/** 14, 5 → '02:05 PM' (Urdu: '02:05 بعد دوپہر'). */
export function clockTime(hour: number, minute: number, language?: Language): string {
  const time = `${pad(hour % 12 || 12)}:${pad(minute)}`;
  if (isUrdu(language)) return `${time} ${hour < 12 ? "قبل دوپہر" : "بعد دوپہر"}`;
  return `${time} ${hour < 12 ? "AM" : "PM"}`;
}

/** DD-MM-YYYY, the panel's date format. */
export const formatDate = (value: DateInput) => {
  const clock = parse(value);
  return clock ? dayMonthYear(clock) : EMPTY;
};

/** 'MMMM Do YYYY' (e.g. 'March 5th 2026'), the booking date format; in Urdu '5 مارچ 2026'. */
export const formatBookingDate = (value: DateInput, language?: Language) => {
  const clock = parse(value);
  if (!clock) return EMPTY;
  if (isUrdu(language)) return `${clock.day} ${URDU_MONTHS[clock.month - 1]} ${clock.year}`;
  return `${MONTHS[clock.month - 1]} ${ordinal(clock.day)} ${clock.year}`;
};

/** DD-MM-YYYY hh:mm A, for created/updated and printed-on times. */
export const formatDateTime = (value: DateInput, zone?: string, language?: Language) => {
  const clock = parse(value, zone);
  if (!clock) return EMPTY;
  // After an Urdu word the date's digits would count as Arabic numbers and its hyphens would reverse it.
  const date = isUrdu(language) ? ltr(dayMonthYear(clock)) : dayMonthYear(clock);
  return `${date} ${clockTime(clock.hour, clock.minute, language)}`;
};

const thousands = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** An amount in rupees with thousands separators: 'PKR 12,500'; in Urdu '12,500 روپے'. */
export function formatPKR(amount: number | null | undefined, language?: Language): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY;
  if (isUrdu(language)) return `${ltr(thousands.format(amount))} روپے`;
  return `PKR ${thousands.format(amount)}`;
}

/** A plain number with thousands separators. */
export const formatNumber = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? EMPTY : thousands.format(value);

/** 1 → 'January' (Urdu 'جنوری'); anything outside 1-12 → "—". */
export function monthName(month: number | null | undefined, language?: Language): string {
  if (!(month && Number.isInteger(month) && month >= 1 && month <= 12)) return EMPTY;
  return (isUrdu(language) ? URDU_MONTHS : MONTHS)[month - 1]!;
}

/** 'YYYY-MM' → 'April 2025' (Urdu 'اپریل 2025'). */
export function formatYearMonth(value: string | null | undefined, language?: Language): string {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return match ? `${monthName(Number(match[2]), language)} ${match[1]}` : value || EMPTY;
}

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

/** Text for a possibly empty value. */
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? EMPTY : String(value);

const PAYMENT_MODE_LABELS: Record<string, string> = {
  cash: "Cash",
  bank_transfer: "Bank Transfer",
  jazzcash: "JazzCash",
  easypaisa: "Easypaisa",
};
const URDU_PAYMENT_MODE_LABELS: Record<string, string> = {
  cash: "نقد",
  bank_transfer: "بینک ٹرانسفر",
  jazzcash: "جاز کیش",
  easypaisa: "ایزی پیسہ",
};

/** 'jazzcash' → 'JazzCash': the names the wallets spell themselves (in Urdu, as their Urdu adverts write them). */
export const paymentModeLabel = (mode: string | null | undefined, language?: Language) =>
  mode ? ((isUrdu(language) ? URDU_PAYMENT_MODE_LABELS : PAYMENT_MODE_LABELS)[mode] ?? humanize(mode)) : EMPTY;

/** 'bank_transfer' → 'Bank Transfer', 'male' → 'Male'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return EMPTY;
  return value
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Now on the hostel's clock, 'DD-MM-YYYY hh:mm A'. Converted from the moment itself: formatting the
 * hostel's wall-clock time again as if it were a moment shifted it by the zone a second time.
 */
export function hostelNow(timeZone: string, language?: Language): string {
  return formatDateTime(new Date(), timeZone, language);
}
