import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DURATION_TYPES, PAYMENT_MODES, STAY_STATUSES } from "./enums";
import { oneOf, timestamps } from "./columns";
import { students } from "./students";
import { rooms } from "./rooms";
import { users } from "./users";

// A booking is a stay: one resident in one bed from `bookingDate` (check-in) until `leaveDate`. Total
// paid, remaining amount, payment status and the balance are derived from payments and charges, never stored.
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Null once the customer or room is deleted, which the services allow only when no live stay
    // needs them; the booking keeps the name (and its rooms keep their numbers) as text.
    studentId: uuid("student_id").references(() => students.id, { onDelete: "set null" }),
    studentName: text("student_name").notNull(),
    roomId: uuid("room_id").references(() => rooms.id, { onDelete: "set null" }),
    durationType: text("duration_type", { enum: DURATION_TYPES }).notNull().default("months"),
    durationValue: integer("duration_value").notNull().default(1),
    totalPayment: integer("total_payment").notNull(),
    advancedPayment: integer("advanced_payment").notNull().default(0),
    securityCharges: integer("security_charges").notNull().default(0),
    securityPaymentMode: text("security_payment_mode", { enum: PAYMENT_MODES }),
    paymentMode: text("payment_mode", { enum: PAYMENT_MODES }),
    bookingDate: date("booking_date").notNull(),
    paidMonths: integer("paid_months").notNull().default(0),
    notes: text("notes"),
    status: text("status", { enum: STAY_STATUSES }).notNull().default("active"),
    // Fixed at booking (the room's rent by default); changed only by a transfer from a given date.
    monthlyRent: integer("monthly_rent").notNull().default(0),
    noticeDate: date("notice_date"),
    leaveDate: date("leave_date"),
    // The last month whose rent is issued (YYYY-MM): stays already charged up to this month are skipped cheaply.
    chargedThrough: text("charged_through"),
    // The last day the stay's extras and late fees were brought up to date: a read on a later day does it again.
    reconciledOn: date("reconciled_on"),
    // Deleted bookings that had payments stay, out of the lists, so their money stays in the accounts.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check("bookings_status_check", oneOf(table.status, STAY_STATUSES)),
    check("bookings_monthly_rent_check", sql`${table.monthlyRent} >= 0`),
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
    // The stays that may hold a bed today or later (the dashboard's beds taken), out of every stay ever made.
    index("bookings_open_stays_idx")
      .on(sql`coalesce(${table.leaveDate}, 'infinity'::date)`)
      .where(sql`${table.deletedAt} is null and ${table.status} <> 'cancelled'`),
    // The monthly stays still running, by the last month charged: every read of bookings first looks
    // here for rent to issue (issueDueRent), which a scan of every stay ever made made cost as much as the page.
    index("bookings_rent_due_idx")
      .on(table.chargedThrough)
      .where(sql`${table.deletedAt} is null and ${table.durationType} = 'months' and ${table.status} in ('reserved', 'active', 'notice')`),
  ],
);

/** A receipt as issued: the lines its payment paid at that moment, and what was left over as advance. */
export interface IssuedAllocation {
  allocations: { chargeId: string; period: string | null; kind: string; description: string; amount: number }[];
  advance: number;
  /** What the stay owed right after it, on its day, as the receipt printed it. */
  balanceAfter: number;
}

// Money received. Never deleted or changed: a wrong payment is voided with a reason and keeps its receipt number.
export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    // When it was recorded, on the hostel's clock (the spec's date, time and month).
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
    month: smallint("month").notNull(),
    // The day the money was received (may be earlier than paidAt); the ledger counts by this day.
    paidOn: date("paid_on").notNull(),
    mode: text("mode", { enum: PAYMENT_MODES }).notNull().default("cash"),
    reference: text("reference"),
    note: text("note"),
    receiptNo: text("receipt_no").notNull(),
    // Recording order, which breaks ties between payments of one day.
    seq: bigint("seq", { mode: "number" }).generatedByDefaultAsIdentity().notNull(),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    // The admin who took the money, by name as it was then: the receipt's "Received by", whoever prints it.
    recordedByName: text("recorded_by_name"),
    // What the payment paid when it was recorded, as its receipt prints it forever (null before 0009).
    issued: jsonb("issued").$type<IssuedAllocation>(),
    voided: boolean("voided").notNull().default(false),
    voidReason: text("void_reason"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: uuid("voided_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    check("booking_payments_amount_check", sql`${table.amount} > 0`),
    check("booking_payments_month_check", sql`${table.month} between 1 and 12`),
    check("booking_payments_mode_check", oneOf(table.mode, PAYMENT_MODES)),
    check("booking_payments_void_check", sql`${table.voided} = (${table.voidReason} is not null)`),
    uniqueIndex("booking_payments_receipt_no_unique").on(table.receiptNo),
    index("booking_payments_booking_idx").on(table.bookingId, table.paidOn),
    // The dashboard's income of the last twelve months reads a range of payment days.
    index("booking_payments_paid_on_idx").on(table.paidOn),
  ],
);

/**
 * Valid (not voided) payments summed per month of `paidOn` and mode, so the dashboard reads a few dozen
 * rows instead of every payment ever made. Kept by triggers on booking_payments (migration
 * 0007_totals_and_search), in the same transaction as the payment, its void or the restore that wrote
 * it; nothing in the app writes it.
 */
export const paymentMonthTotals = pgTable(
  "payment_month_totals",
  {
    month: text("month").notNull(),
    mode: text("mode", { enum: PAYMENT_MODES }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
    payments: integer("payments").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.month, table.mode] })],
);

export type Booking = typeof bookings.$inferSelect;
export type BookingPayment = typeof bookingPayments.$inferSelect;
