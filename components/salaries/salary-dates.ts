import { hostelTime } from "@/lib/time";
import { formatDate } from "@/lib/format";

// Payment dates are moments; the panel shows and edits them on the hostel's clock, whatever the
// server's or the browser's own zone (the API reads a zoneless value on that clock too).

/** A moment as a `datetime-local` value on the hostel's clock: YYYY-MM-DDTHH:mm. */
export function toDateTimeInput(moment: Date | string): string {
  const { date, time } = hostelTime(new Date(moment));
  return `${date}T${time.slice(0, 5)}`;
}

/** A payment moment as DD-MM-YYYY, the day it was on the hostel's clock. */
export function formatPaymentDate(moment: Date | string | null | undefined): string {
  if (!moment) return formatDate(null);
  const parsed = new Date(moment);
  return Number.isNaN(parsed.getTime()) ? formatDate(null) : formatDate(hostelTime(parsed).date);
}
