import type { BookingApi } from "@/lib/server/services/bookings";
import type { FreeRoom } from "@/lib/server/services/free-rooms";
import type { stayLedger } from "@/lib/server/services/stays";

// The shapes the stay screens receive from their server pages and the API (type-only imports).

export type StayLedger = Awaited<ReturnType<typeof stayLedger>>;
export type LedgerCharge = StayLedger["charges"][number];
export type LedgerPayment = StayLedger["payments"][number];
export type SettlementFigures = NonNullable<StayLedger["settlement"]>;
export type StayStatus = StayLedger["status"];
export type Booking = BookingApi;
export type { FreeRoom };

/** What a dialog that changes the stay sends back with its write: the booking as this screen saw it. */
export interface StayRef {
  bookingId: string;
  updatedAt: Date | string;
}
