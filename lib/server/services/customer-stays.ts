import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { bookings } from "@/models/bookings";
import { LIVE_STAY_STATUSES } from "@/models/enums";
import { getBooking, type BookingApi } from "./bookings";

const OPEN_STATUSES = new Set<string>(LIVE_STAY_STATUSES);

/**
 * A customer's stays, latest check-in first, with the booking figures (room history, rent, balance):
 * `current` the open ones (living here, on notice, or booked to come), `past` those checked out or
 * cancelled. Deleted bookings are left out, as everywhere.
 */
export async function customerStays(studentId: string): Promise<{ current: BookingApi[]; past: BookingApi[] }> {
  const db = await getDb();
  const ids = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.studentId, studentId), isNull(bookings.deletedAt)))
    .orderBy(desc(bookings.bookingDate), desc(bookings.createdAt));
  // One at a time: a customer has a few stays, and each read may issue the month's rent first.
  const stays: BookingApi[] = [];
  for (const { id } of ids) stays.push(await getBooking(id));
  return { current: stays.filter((stay) => OPEN_STATUSES.has(stay.status)), past: stays.filter((stay) => !OPEN_STATUSES.has(stay.status)) };
}
