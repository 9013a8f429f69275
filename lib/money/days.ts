// Calendar days ("YYYY-MM-DD") and months ("YYYY-MM") as plain strings, with no time zone and no
// clock: the hostel's day is decided by the caller. Zero-padded strings sort like the dates they
// name, so `<`, `<=` and `localeCompare` compare them correctly. See lib/money/README.md.

/** A calendar day, "YYYY-MM-DD". */
export type Day = string;
/** A calendar month, "YYYY-MM". */
export type Period = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PERIOD = /^(\d{4})-(\d{2})$/;

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** Whether a year is a leap year in the Gregorian calendar. */
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in month `month` (1–12) of `year`. */
const monthLength = (year: number, month: number) => (month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** Splits a period into [year, month]; throws on anything but a real "YYYY-MM". */
function splitPeriod(period: Period): [number, number] {
  const match = PERIOD.exec(period);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a month (YYYY-MM): ${period}`);
  return [year, month];
}

/** Splits a day into [year, month, day]; throws on anything but a real "YYYY-MM-DD". */
function splitDay(day: Day): [number, number, number] {
  const match = DAY.exec(day);
  const [year, month, date] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (!match || month < 1 || month > 12 || date < 1 || date > monthLength(year, month)) {
    throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  }
  return [year, month, date];
}

/** Whether a string is a real calendar day "YYYY-MM-DD" (so "2026-02-30" is not). */
export const isDay = (value: string) => readsAs(splitDay, value);

/** Whether a string is a month "YYYY-MM" (01–12). */
export const isPeriod = (value: string) => readsAs(splitPeriod, value);

/** Whether `split` reads the value without throwing. */
function readsAs(split: (value: string) => unknown, value: string): boolean {
  try {
    split(value);
    return true;
  } catch {
    return false;
  }
}

// Day numbers: days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm).
function toNumber(day: Day): number {
  const [y0, m, d] = splitDay(day);
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromNumber(n: number): Day {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** Number of days in a month: 28–31. */
export function daysInMonth(period: Period): number {
  const [year, month] = splitPeriod(period);
  return monthLength(year, month);
}

/** The month a day falls in. */
export function periodOf(day: Day): Period {
  splitDay(day);
  return day.slice(0, 7);
}

/** The 1st of a month. */
export function firstDay(period: Period): Day {
  splitPeriod(period);
  return `${period}-01`;
}

/** The last day of a month. */
export function lastDay(period: Period): Day {
  return `${period}-${pad(daysInMonth(period), 2)}`;
}

/** Day `n` (1-based) of a month, e.g. dayOfMonth("2026-03", 5) = "2026-03-05". */
export function dayOfMonth(period: Period, n: number): Day {
  const day = `${period}-${pad(n, 2)}`;
  splitDay(day);
  return day;
}

/** The day `n` days after `day` (before it when n < 0). */
export function addDays(day: Day, n: number): Day {
  return fromNumber(toNumber(day) + n);
}

/** b − a in days: daysBetween("2026-03-25", "2026-03-31") = 6. */
export function daysBetween(a: Day, b: Day): number {
  return toNumber(b) - toNumber(a);
}

/** The month after `period`. */
export function nextPeriod(period: Period): Period {
  const [year, month] = splitPeriod(period);
  return month === 12 ? `${pad(year + 1, 4)}-01` : `${pad(year, 4)}-${pad(month + 1, 2)}`;
}

/** The month before `period`. */
export function previousPeriod(period: Period): Period {
  const [year, month] = splitPeriod(period);
  return month === 1 ? `${pad(year - 1, 4)}-12` : `${pad(year, 4)}-${pad(month - 1, 2)}`;
}

/** Every month from `a` through `b`, both included; [] when a is after b. */
export function periodsFromTo(a: Period, b: Period): Period[] {
  splitPeriod(a);
  splitPeriod(b);
  const periods: Period[] = [];
  for (let p = a; p <= b; p = nextPeriod(p)) periods.push(p);
  return periods;
}

/** −1, 0 or 1 as day (or month) `a` is before, equal to or after `b`; usable with sort(). */
export function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The earlier of two days (or months). */
export function minDay<T extends string>(a: T, b: T): T {
  return a <= b ? a : b;
}

/** The later of two days (or months). */
export function maxDay<T extends string>(a: T, b: T): T {
  return a >= b ? a : b;
}
