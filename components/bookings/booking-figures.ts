import { clockTime } from "@/lib/format-time";
import type { Locale } from "@/lib/i18n/locales";
import { addDays, daysInMonth, monthRent, periodOf, periodsFromTo, previousPeriod, type Day, type Period } from "@/lib/money";
import { totalPaymentFor, type DurationType } from "@/lib/money/rent";
import { DURATION_TYPES } from "@/models/enums";
import type { CustomerChoice, RoomChoice } from "./types";

const isDurationType = (value: unknown): value is DurationType => (DURATION_TYPES as readonly unknown[]).includes(value);

/** The total the server will charge (totalPaymentFor), for a live preview of what the admin typed. */
export function estimateTotal(monthlyRent: number | undefined, durationType: unknown, durationValue: unknown): number | null {
  const value = typeof durationValue === "number" ? durationValue : Number(String(durationValue ?? "").trim() || NaN);
  if (monthlyRent === undefined || !isDurationType(durationType) || !Number.isInteger(value) || value < 1) return null;
  return totalPaymentFor(monthlyRent, durationType, value);
}

/** A payment's clock time ('14:05:09' on its day) as '02:05 PM' (Urdu '02:05 بعد دوپہر'). */
export function paymentTime(date: string, time: string, locale?: Locale): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return date && match && Number(match[1]) < 24 && Number(match[2]) < 60 ? clockTime(Number(match[1]), Number(match[2]), locale) : time;
}

/**
 * A payment's clock time, when it was recorded on the day the money was received; "—" for one recorded
 * on a later day (the time it was typed in says nothing of when it was received).
 */
export function receivedTime(payment: { date: string; time: string; paidOn: string }, locale?: Locale): string {
  return payment.date === payment.paidOn ? paymentTime(payment.date, payment.time, locale) : "—";
}

/** What a booking form needs of a room (the server pages and the free-beds call pass only this to the form). */
export function roomChoiceOf({ _id, roomNumber, roomType, capacity, monthlyRent, isVip, freeOn, fullFrom }: RoomChoice): RoomChoice {
  return { _id, roomNumber, roomType, capacity, monthlyRent, isVip, freeOn, fullFrom };
}

/** How many customers the Add Booking picker lists at a time (the page's first list too): enough to see, little to send. */
export const CUSTOMERS_LISTED = 20;

/** What the Add Booking picker needs of a customer (the server page and the search pass only this to the form). */
export function customerChoiceOf({ _id, studentName, contactNumber, openStay }: CustomerChoice): CustomerChoice {
  return { _id, studentName, contactNumber, openStay };
}

/** A duration as typed ("3", 3), or null unless it is a whole number from 1. */
const durationOf = (value: unknown): number | null => {
  const number = typeof value === "number" ? value : Number(String(value ?? "").trim() || NaN);
  return Number.isInteger(number) && number >= 1 ? number : null;
};

/**
 * The last night of a stay from `firstDay`, as the bed rule counts it: a days or weeks stay's planned
 * leave date; null for a monthly stay, which runs until check-out (or `leaveDate`, its notice's).
 */
export function stayLastDay(firstDay: Day, durationType: unknown, durationValue: unknown, leaveDate: Day | null = null): Day | null {
  const duration = durationOf(durationValue);
  if (durationType === "months" || !isDurationType(durationType) || duration === null) return leaveDate;
  return addDays(firstDay, (durationType === "weeks" ? 7 * duration : duration) - 1);
}

/**
 * Whether a stay to `lastDay` (null: no end) finds the room full on one of its days: the room fills on
 * `fullFrom`, and the stay would still be there.
 */
export const fillsDuringStay = (room: Pick<RoomChoice, "fullFrom">, lastDay: Day | null) =>
  room.fullFrom !== null && (lastDay === null || lastDay >= room.fullFrom);

/** The same day of the month two months before `today` (the month's last day when it is shorter). */
function twoMonthsBefore(today: Day): Day {
  const period = previousPeriod(previousPeriod(periodOf(today)));
  return `${period}-${String(Math.min(Number(today.slice(8, 10)), daysInMonth(period))).padStart(2, "0")}`;
}

/** What a monthly stay begun long ago charges as soon as it is saved. */
export interface BackdatedCharge {
  /** Rent months from the check-in month through today's month. */
  months: number;
  /** Their rent, each month as the ledger charges it (the check-in month prorated). */
  amount: number;
  /** The check-in month. */
  from: Period;
}

/**
 * A monthly stay whose check-in is more than two months before `today` is charged every month since,
 * the moment it is saved (lib/money/README.md, "Far in the past"): how many months, and how much at `monthlyRent`,
 * worked out by the ledger's own functions. Null for a later check-in, or another kind of stay.
 */
export function backdatedCharge(
  checkIn: Day | null,
  today: Day,
  durationType: unknown,
  monthlyRent: number | undefined,
): BackdatedCharge | null {
  if (!checkIn || durationType !== "months" || monthlyRent === undefined || checkIn >= twoMonthsBefore(today)) return null;
  const periods = periodsFromTo(periodOf(checkIn), periodOf(today));
  const parts = [{ from: checkIn, monthlyRent }];
  const amount = periods.reduce((sum, period) => sum + monthRent(period, parts, checkIn, null), 0);
  return { months: periods.length, amount, from: periodOf(checkIn) };
}
