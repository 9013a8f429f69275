import { dayMonthYear, EMPTY, isUrdu, ltr, MONTHS, pad, parse, URDU_MONTHS, type DateInput, type Language } from "./format";

// The longer forms of days and moments: a time of day, a moment with its date, the booking's written-out
// date. Apart from lib/format.ts, so that the screens that show only days and rupees (the sign-in
// screens' messages among them) do not load them.

/** 14, 5 → '02:05 PM' (Urdu: '02:05 بعد دوپہر'). */
export function clockTime(hour: number, minute: number, language?: Language): string {
  const time = `${pad(hour % 12 || 12)}:${pad(minute)}`;
  if (isUrdu(language)) return `${time} ${hour < 12 ? "قبل دوپہر" : "بعد دوپہر"}`;
  return `${time} ${hour < 12 ? "AM" : "PM"}`;
}

/** 1 → '1st', 12 → '12th', 22 → '22nd'. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
}

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

/**
 * Now on the hostel's clock, 'DD-MM-YYYY hh:mm A'. Converted from the moment itself: formatting the
 * hostel's wall-clock time again as if it were a moment shifted it by the zone a second time.
 */
export function hostelNow(timeZone: string, language?: Language): string {
  return formatDateTime(new Date(), timeZone, language);
}
