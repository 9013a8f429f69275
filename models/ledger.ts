import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CHARGE_KINDS, CHARGE_SOURCES, PAYMENT_MODES, LANGUAGES } from "./enums";
import { chargeTypes, meterReadings } from "./bills";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { oneOf } from "./columns";
import { bookings } from "./bookings";
import { rooms } from "./rooms";
import { users } from "./users";

// The rooms a stay has held, with the rent in force in each: from its check-in, then one row per
// transfer or rent change. `toDate` is the last day in that room (null while it lasts).
export const stayRooms = pgTable(
  "stay_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    roomId: uuid("room_id").references(() => rooms.id, { onDelete: "set null" }),
    // Kept as text so deleted rooms still show on old bookings and receipts.
    roomNumber: text("room_number").notNull(),
    fromDate: date("from_date").notNull(),
    toDate: date("to_date"),
    monthlyRent: integer("monthly_rent").notNull(),
    // The room's additional charges a month when the stay moved in (docs/bills.md, "Room charges"), billed
    // like a monthly extra; rows from before room charges were billed keep 0.
    roomCharges: integer("room_charges").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("stay_rooms_rent_check", sql`${table.monthlyRent} >= 0 and ${table.roomCharges} >= 0`),
    check("stay_rooms_dates_check", sql`${table.toDate} is null or ${table.toDate} >= ${table.fromDate} - 1`),
    index("stay_rooms_booking_idx").on(table.bookingId, table.fromDate),
    index("stay_rooms_room_idx").on(table.roomId, table.fromDate),
  ],
);

// What a resident owes: a month's rent, a days/weeks stay, check-out items and adjustments. Never
// edited or deleted; a change adds an adjustment for the same period.
export const charges = pgTable(
  "charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: CHARGE_KINDS }).notNull(),
    period: text("period"),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    chargedOn: date("charged_on").notNull(),
    dueOn: date("due_on").notNull(),
    // Issue order, the tie-break of allocation after the due date.
    seq: bigint("seq", { mode: "number" }).generatedByDefaultAsIdentity().notNull(),
    // Extra lines, late fees and their corrections (docs/bills.md): the type, how the line came to be,
    // the reading an electricity share bills, the line a reversal or waiver cancels, and its reason.
    typeId: uuid("type_id").references(() => chargeTypes.id, { onDelete: "restrict" }),
    source: text("source", { enum: CHARGE_SOURCES }),
    readingId: uuid("reading_id").references(() => meterReadings.id, { onDelete: "restrict" }),
    reversesId: uuid("reverses_id").references((): AnyPgColumn => charges.id, { onDelete: "restrict" }),
    reason: text("reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("charges_kind_check", oneOf(table.kind, CHARGE_KINDS)),
    check("charges_source_check", oneOf(table.source, CHARGE_SOURCES)),
    check("charges_typed_check", sql`(${table.kind} in ('extra', 'late_fee')) <= (${table.typeId} is not null)`),
    // A month of a subscription (or of a room's charges) and a late fee are issued once per stay and period.
    uniqueIndex("charges_extra_period_unique")
      .on(table.bookingId, table.typeId, table.period)
      .where(sql`${table.kind} = 'extra' and ${table.source} = 'monthly'`),
    uniqueIndex("charges_late_fee_period_unique")
      .on(table.bookingId, table.period)
      .where(sql`${table.kind} = 'late_fee'`),
    // A line is reversed or waived once.
    uniqueIndex("charges_reverses_unique").on(table.reversesId),
    check("charges_period_check", sql`${table.period} is null or ${table.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("charges_amount_check", sql`${table.kind} = 'adjustment' or ${table.amount} >= 0`),
    // One rent charge per stay and month, however many requests issue it at once.
    uniqueIndex("charges_rent_period_unique")
      .on(table.bookingId, table.period)
      .where(sql`${table.kind} = 'rent'`),
    index("charges_booking_idx").on(table.bookingId, table.dueOn),
  ],
);

// Receipt numbers RCT-YYYY-NNNN: the last number given in each year, taken under a row lock.
export const receiptCounters = pgTable("receipt_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

// A stay's check-out (or cancellation): the figures as they were settled, never changed afterwards.
export const settlements = pgTable(
  "settlements",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    leaveDate: date("leave_date").notNull(),
    noticeDate: date("notice_date"),
    sudden: boolean("sudden").notNull(),
    waived: boolean("waived").notNull(),
    deposit: integer("deposit").notNull(),
    rentCharged: integer("rent_charged").notNull(),
    // Extra lines and late fees, with their corrections (docs/bills.md, B5); 0 on settlements made before them.
    extrasCharged: integer("extras_charged").notNull().default(0),
    suddenDepartureFee: integer("sudden_departure_fee").notNull(),
    damages: integer("damages").notNull(),
    damageItems: jsonb("damage_items").$type<{ description: string; amount: number }[]>().notNull(),
    lostKeyFine: integer("lost_key_fine").notNull(),
    paid: integer("paid").notNull(),
    balanceBeforeDeposit: integer("balance_before_deposit").notNull(),
    depositApplied: integer("deposit_applied").notNull(),
    creditRefunded: integer("credit_refunded").notNull(),
    refund: integer("refund").notNull(),
    stillOwed: integer("still_owed").notNull(),
    refundMode: text("refund_mode", { enum: PAYMENT_MODES }),
    reason: text("reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("settlements_kind_check", sql`${table.kind} in ('check_out', 'cancel')`),
    check("settlements_refund_mode_check", oneOf(table.refundMode, PAYMENT_MODES)),
  ],
);

// Every WhatsApp reminder opened for a resident.
export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    language: text("language", { enum: LANGUAGES }).notNull(),
    phone: text("phone").notNull(),
    amount: integer("amount").notNull(),
    text: text("text").notNull(),
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reminders_language_check", oneOf(table.language, LANGUAGES)),
    index("reminders_booking_idx").on(table.bookingId, table.sentAt),
  ],
);

// Who did what to which record, with the figures before and after. Written in the same transaction as the change.
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    // The admin's name at the time, kept when the account is deleted.
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: uuid("entity_id").notNull(),
    // The record's human name at the time ("Ali Raza", "Room 12", "RCT-2026-0007"), kept when it is deleted or renamed.
    entityLabel: text("entity_label"),
    summary: text("summary").notNull(),
    // The values of the entry's sentence beyond its record's name (amounts, days, modes, counts), as
    // stored data, so the screen words it in either language; null for entries written before them.
    params: jsonb("params").$type<Record<string, string | number | null>>(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [
    index("audit_entries_entity_idx").on(table.entity, table.entityId, table.at),
    index("audit_entries_at_idx").on(table.at),
    index("audit_entries_actor_idx").on(table.actorId, table.at),
  ],
);

export type StayRoom = typeof stayRooms.$inferSelect;
export type Charge = typeof charges.$inferSelect;
export type Settlement = typeof settlements.$inferSelect;
export type AuditEntry = typeof auditEntries.$inferSelect;
