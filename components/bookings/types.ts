// The shapes the booking screens need, derived from the API's answers (lib/server/services), as the server
// pages pass them to the browser.
import type { BookingApi } from "@/lib/server/services/bookings";
import type { RoomBeds } from "@/lib/server/services/free-rooms";
import type { OpenStayOfCustomer, StudentApi } from "@/lib/server/services/students";

/**
 * A room to choose in a booking form, its beds as seen from the stay's first day: `freeOn` free that
 * day, `fullFrom` the first day on or after it that the stays holding a bed fill it (or null).
 */
export type RoomChoice = Pick<RoomBeds, "_id" | "roomNumber" | "roomType" | "capacity" | "monthlyRent" | "isVip" | "freeOn" | "fullFrom">;

/** The rooms of a booking form and the day their beds are counted on. */
export interface RoomsOn {
  day: string;
  rooms: RoomChoice[];
}

/**
 * A customer to choose in the Add Booking form, with the open stay that keeps him from a stay beginning on
 * the day the list was asked for (GET /api/students/get-students?bookingFrom=), or null: one is listed, not offered.
 */
export type CustomerChoice = Pick<StudentApi, "_id" | "studentName" | "contactNumber"> & { openStay: OpenStayOfCustomer | null };

/** The customers a search found, and the search: its words and the new stay's first day. */
export interface CustomersFound {
  term: string;
  day: string;
  customers: CustomerChoice[];
}

/** A payment of the spec's payment history: its day and clock time on the hostel's clock. */
export type PaymentEntry = BookingApi["paymentHistory"][number];

/** A booking as GET /bookings/get-booking/{id} answers it. */
export type BookingRecord = BookingApi;
