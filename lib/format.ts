import dayjs from "dayjs";
import advancedFormat from "dayjs/plugin/advancedFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(advancedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

// Moments are shown on the hostel's clock, whatever the server's or the browser's zone.
const hostelZone = () => (typeof process !== "undefined" && process.env.HOSTEL_TIMEZONE) || "Asia/Karachi";

// The panel's display formats (DD-MM-YYYY, bookings as 'MMMM Do YYYY', the maintenance list as
// YYYY-MM-DD, PKR with thousands separators); every helper shows "—" for an empty value.
const EMPTY = "—";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

type DateInput = string | Date | null | undefined;

function parse(value: DateInput, zone = hostelZone()) {
  if (value === null || value === undefined || value === "") return null;
  // A calendar date (YYYY-MM-DD) is the same day everywhere; a timestamp is shown in the hostel's zone.
  const calendarDay = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  return calendarDay ? parsed : parsed.tz(zone);
}

/** DD-MM-YYYY, the panel's date format. */
export const formatDate = (value: DateInput) => parse(value)?.format("DD-MM-YYYY") ?? EMPTY;

/** 'MMMM Do YYYY' (e.g. 'March 5th 2026'), the booking date format. */
export const formatBookingDate = (value: DateInput) => parse(value)?.format("MMMM Do YYYY") ?? EMPTY;

/** YYYY-MM-DD, the maintenance list's date format. */
export const formatIsoDay = (value: DateInput) => parse(value)?.format("YYYY-MM-DD") ?? EMPTY;

/** DD-MM-YYYY hh:mm A, for created/updated and printed-on times. */
export const formatDateTime = (value: DateInput, zone?: string) => parse(value, zone)?.format("DD-MM-YYYY hh:mm A") ?? EMPTY;

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
