import { clockTime, formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { totalPaymentFor, type DurationType } from "@/lib/rent";
import { DURATION_TYPES } from "@/models/enums";
import type { RoomChoice } from "./types";

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

/** What a booking form needs of a room (the server pages pass only this to the browser). */
export function roomChoiceOf({ _id, roomNumber, roomType, capacity, availableBeds, monthlyRent, isVip }: RoomChoice): RoomChoice {
  return { _id, roomNumber, roomType, capacity, availableBeds, monthlyRent, isVip };
}

/**
 * Now on the hostel's clock, 'DD-MM-YYYY hh:mm A'. Converted from the moment itself: formatting the
 * hostel's wall-clock time again as if it were a moment shifted it by the zone a second time.
 */
export function hostelNow(timeZone: string, locale?: Locale): string {
  return formatDateTime(new Date(), timeZone, locale);
}
