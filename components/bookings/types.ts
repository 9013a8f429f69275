// The shapes the booking screens need, as the server pages pass them (a subset of the API's answer).

/** A room to choose in a booking form. */
export interface RoomChoice {
  _id: string;
  roomNumber: string;
  roomType: string | null;
  capacity: number;
  availableBeds: number;
  monthlyRent: number;
  isVip: boolean;
}

/** A customer to choose in the Add Booking form. */
export interface CustomerChoice {
  _id: string;
  studentName: string;
  contactNumber: string | null;
}

export interface PaymentEntry {
  _id: string;
  amount: number;
  /** YYYY-MM-DD on the hostel's clock */
  date: string;
  /** HH:mm:ss */
  time: string;
  /** 1 to 12 */
  month: number;
}

/** A booking as GET /bookings/get-booking/{id} answers it. */
export interface BookingRecord {
  _id: string;
  /** Null once the customer or the room was deleted (allowed only after the stay ended). */
  studentId: string | null;
  studentName: string;
  selectedRoom: string | null;
  room: { roomNumber: string; roomType: string | null; floorNumber: string | null; capacity: number; monthlyRent: number; isVip: boolean };
  durationType: string;
  durationValue: number;
  totalPayment: number;
  advancedPayment: number;
  securityCharges: number;
  securityPaymentMode: string | null;
  paymentMode: string | null;
  bookingDate: string;
  paidMonths: number;
  notes: string | null;
  totalPaid: number;
  remainingAmount: number;
  paymentStatus: "paid" | "pending";
  paymentHistory: PaymentEntry[];
  updatedAt: Date | string;
}
