import type { Locale } from "@/lib/i18n/locales";
import { hostelTime, hostelTimeZone } from "@/lib/time";

// Moments are shown on the hostel's clock (hostelTimeZone), whatever the server's or the browser's zone.

// The panel's display formats (DD-MM-YYYY, bookings as 'MMMM Do YYYY', PKR with thousands
// separators); every helper shows "—" for an empty value.
export const EMPTY = "—";

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const URDU_MONTHS = ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"];

// The word-bearing helpers take the page's language (next-intl's useLocale() / getLocale());
// without one they give the spec's English. Digits stay Western, as Pakistani print uses them.
export type Language = Locale | undefined;
export const isUrdu = (language: Language) => language === "ur";

// Numbers inside Urdu text are wrapped in a left-to-right isolate, so "-1,500" or "+92 300 1234567"
// keep their order inside a right-to-left line, in toasts and titles as much as in markup.
export const ltr = (text: string) => `\u2066${text}\u2069`;

export type DateInput = string | Date | null | undefined;

/** A day and a clock time, as read on one clock. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockIn(zone: string, moment: Date): WallClock {
  const { date, time } = hostelTime(moment, zone);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return { year, month, day, hour, minute };
}

/** A day or a moment as read on the hostel's clock (or `zone`'s); null when it is no date. */
export function parse(value: DateInput, zone = hostelTimeZone()): WallClock | null {
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

export const pad = (value: number, width = 2) => String(value).padStart(width, "0");
export const dayMonthYear = ({ day, month, year }: WallClock) => `${pad(day)}-${pad(month)}-${pad(year, 4)}`;

/** DD-MM-YYYY, the panel's date format. */
export const formatDate = (value: DateInput) => {
  const clock = parse(value);
  return clock ? dayMonthYear(clock) : EMPTY;
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
