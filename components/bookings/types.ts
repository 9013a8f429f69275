// The shapes the booking screens need, derived from the API's answers (lib/services), as the server
// pages pass them to the browser.
import type { BookingApi } from "@/lib/services/bookings";
import type { RoomApi } from "@/lib/services/rooms";
import type { StudentApi } from "@/lib/services/students";

/** A room to choose in a booking form. */
export type RoomChoice = Pick<RoomApi, "_id" | "roomNumber" | "roomType" | "capacity" | "availableBeds" | "monthlyRent" | "isVip">;

/** A customer to choose in the Add Booking form. */
export type CustomerChoice = Pick<StudentApi, "_id" | "studentName" | "contactNumber">;

/** A payment of the spec's payment history: its day and clock time on the hostel's clock. */
export type PaymentEntry = BookingApi["paymentHistory"][number];

/** A booking as GET /bookings/get-booking/{id} answers it. */
export type BookingRecord = BookingApi;
