import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DURATION_TYPES, PAYMENT_MODES } from "./enums";
import { oneOf, timestamps } from "./columns";
import { students } from "./students";
import { rooms } from "./rooms";

// Total paid, remaining amount and payment status are derived from the payments, never stored.
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "restrict" }),
    studentName: text("student_name").notNull(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    durationType: text("duration_type").notNull().default("months"),
    durationValue: integer("duration_value").notNull().default(1),
    totalPayment: integer("total_payment").notNull(),
    advancedPayment: integer("advanced_payment").notNull().default(0),
    securityCharges: integer("security_charges").notNull().default(0),
    securityPaymentMode: text("security_payment_mode"),
    paymentMode: text("payment_mode"),
    bookingDate: date("booking_date").notNull(),
    paidMonths: integer("paid_months").notNull().default(0),
    notes: text("notes"),
    ...timestamps,
  },
  (table) => [
    check("bookings_duration_type_check", oneOf(table.durationType, DURATION_TYPES)),
    check("bookings_duration_value_check", sql`${table.durationValue} >= 1`),
    check("bookings_payment_mode_check", oneOf(table.paymentMode, PAYMENT_MODES)),
    check("bookings_security_payment_mode_check", oneOf(table.securityPaymentMode, PAYMENT_MODES)),
    check(
      "bookings_money_check",
      sql`${table.totalPayment} >= 0 and ${table.advancedPayment} >= 0 and ${table.securityCharges} >= 0 and ${table.paidMonths} >= 0`,
    ),
    index("bookings_room_idx").on(table.roomId),
    index("bookings_student_idx").on(table.studentId),
    index("bookings_created_at_idx").on(table.createdAt),
  ],
);

export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
    month: smallint("month").notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    check("booking_payments_amount_check", sql`${table.amount} > 0`),
    check("booking_payments_month_check", sql`${table.month} between 1 and 12`),
    index("booking_payments_booking_idx").on(table.bookingId, table.paidAt),
    // The dashboard's income of the last twelve months reads a range of payment dates.
    index("booking_payments_paid_at_idx").on(table.paidAt),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type BookingPayment = typeof bookingPayments.$inferSelect;
