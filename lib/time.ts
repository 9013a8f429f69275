// Browser-safe (no server config import).

/**
 * The hostel's time zone, the one home of its default: HOSTEL_TIMEZONE on the server, Pakistan's zone
 * otherwise (and in the browser, which has no such variable). Payment dates, times and months are
 * recorded in it, and every moment is shown on its clock.
 */
export const hostelTimeZone = () => (typeof process !== "undefined" && process.env.HOSTEL_TIMEZONE) || "Asia/Karachi";

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss, 24-hour */
  time: string;
  /** 1 to 12 */
  month: number;
  /** YYYY-MM */
  yearMonth: string;
}

// A list shows many moments: one formatter per zone, made once (making one costs more than using it).
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** A moment as the hostel's clock shows it (HOSTEL_TIMEZONE), whatever the server's own zone. */
export function hostelTime(moment: Date, timeZone = hostelTimeZone()): LocalTime {
  const parts = Object.fromEntries(
    clockOf(timeZone)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    month: Number(parts.month),
    yearMonth: `${parts.year}-${parts.month}`,
  };
}
