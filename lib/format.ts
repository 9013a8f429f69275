// Moments are shown on the hostel's clock, whatever the server's or the browser's zone.
const hostelZone = () => (typeof process !== "undefined" && process.env.HOSTEL_TIMEZONE) || "Asia/Karachi";

// The panel's display formats (DD-MM-YYYY, bookings as 'MMMM Do YYYY', the maintenance list as
// YYYY-MM-DD, PKR with thousands separators); every helper shows "—" for an empty value.
const EMPTY = "—";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

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
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23" });
    zoneFormatters.set(zone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(moment).map(({ type, value }) => [type, Number(value)]));
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute! };
}

function parse(value: DateInput, zone = hostelZone()): WallClock | null {
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
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th";
  return `${day}${suffix}`;
}

/** 14, 5 → '02:05 PM'. */
export function clockTime(hour: number, minute: number): string {
  return `${pad(hour % 12 || 12)}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

/** DD-MM-YYYY, the panel's date format. */
export const formatDate = (value: DateInput) => {
  const clock = parse(value);
  return clock ? dayMonthYear(clock) : EMPTY;
};

/** 'MMMM Do YYYY' (e.g. 'March 5th 2026'), the booking date format. */
export const formatBookingDate = (value: DateInput) => {
  const clock = parse(value);
  return clock ? `${MONTHS[clock.month - 1]} ${ordinal(clock.day)} ${clock.year}` : EMPTY;
};

/** YYYY-MM-DD, the maintenance list's date format. */
export const formatIsoDay = (value: DateInput) => {
  const clock = parse(value);
  return clock ? `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}` : EMPTY;
};

/** DD-MM-YYYY hh:mm A, for created/updated and printed-on times. */
export const formatDateTime = (value: DateInput, zone?: string) => {
  const clock = parse(value, zone);
  return clock ? `${dayMonthYear(clock)} ${clockTime(clock.hour, clock.minute)}` : EMPTY;
};

const thousands = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** An amount in rupees with thousands separators: 'PKR 12,500'. */
export function formatPKR(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY;
  return `PKR ${thousands.format(amount)}`;
}

/** A plain number with thousands separators. */
export const formatNumber = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? EMPTY : thousands.format(value);

/** 1 → 'January'; anything outside 1-12 → "—". */
export function monthName(month: number | null | undefined): string {
  return month && Number.isInteger(month) && month >= 1 && month <= 12 ? MONTHS[month - 1]! : EMPTY;
}

/** 'YYYY-MM' → 'April 2025'. */
export function formatYearMonth(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return match ? `${monthName(Number(match[2]))} ${match[1]}` : value || EMPTY;
}

/** Text for a possibly empty value. */
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? EMPTY : String(value);

const PAYMENT_MODE_LABELS: Record<string, string> = { cash: "Cash", bank_transfer: "Bank Transfer", jazzcash: "JazzCash", easypaisa: "Easypaisa" };

/** 'jazzcash' → 'JazzCash': the names the wallets spell themselves. */
export const paymentModeLabel = (mode: string | null | undefined) => (mode ? (PAYMENT_MODE_LABELS[mode] ?? humanize(mode)) : EMPTY);

/** 'bank_transfer' → 'Bank Transfer', 'male' → 'Male'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return EMPTY;
  return value
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
