import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CHARGE_TYPE_KINDS, SYSTEM_CHARGE_TYPES } from "./enums";
import { oneOf, timestamps } from "./columns";
import { bookings } from "./bookings";
import { rooms } from "./rooms";
import { users } from "./users";

// What a hostel bills beyond rent (docs/bills.md): the types of charge an owner keeps, a stay's
// subscriptions to the monthly ones, and the rooms' meter readings.

/**
 * A type of charge. `amountPaisa` is the amount in hundredths of a rupee: a monthly type's price, a
 * one-off's default, a metered type's rate per unit (up to two decimals). `system` marks the types
 * the panel needs and nobody removes: Electricity, Late fee and Room charges (a room's additional
 * charges, billed like a monthly extra).
 */
export const chargeTypes = pgTable(
  "charge_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    system: text("system", { enum: SYSTEM_CHARGE_TYPES }),
    name: text("name").notNull(),
    nameUr: text("name_ur").notNull(),
    kind: text("kind", { enum: CHARGE_TYPE_KINDS }).notNull(),
    amountPaisa: bigint("amount_paisa", { mode: "number" }).notNull().default(0),
    // Calendar months 1–12 in which a monthly type applies; empty: every month.
    months: smallint("months")
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    active: boolean("active").notNull().default(true),
    // Creation order: charges due the same day are paid rent first, then extras in this order.
    seq: bigint("seq", { mode: "number" }).generatedByDefaultAsIdentity().notNull(),
    ...timestamps,
  },
  (table) => [
    check("charge_types_kind_check", oneOf(table.kind, CHARGE_TYPE_KINDS)),
    check("charge_types_system_check", oneOf(table.system, SYSTEM_CHARGE_TYPES)),
    check("charge_types_amount_check", sql`${table.amountPaisa} >= 0 and (${table.kind} = 'metered' or ${table.amountPaisa} % 100 = 0)`),
    check("charge_types_months_check", sql`${table.months} <@ '{1,2,3,4,5,6,7,8,9,10,11,12}'::smallint[]`),
    uniqueIndex("charge_types_system_unique").on(table.system),
    uniqueIndex("charge_types_name_unique").on(sql`lower(${table.name})`),
  ],
);

/** A stay's use of a monthly type from `fromDate` to `toDate` (the last covered day, null: open) at its own amount. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    typeId: uuid("type_id")
      .notNull()
      .references(() => chargeTypes.id, { onDelete: "restrict" }),
    fromDate: date("from_date").notNull(),
    toDate: date("to_date"),
    // Null: the type's price.
    amount: integer("amount"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    check("subscriptions_dates_check", sql`${table.toDate} is null or ${table.toDate} >= ${table.fromDate}`),
    check("subscriptions_amount_check", sql`${table.amount} is null or ${table.amount} >= 0`),
    index("subscriptions_booking_idx").on(table.bookingId),
  ],
);

/** A meter reading of a room (kWh). Never edited: the room's last reading may be voided with a reason. */
export const meterReadings = pgTable(
  "meter_readings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id").references(() => rooms.id, { onDelete: "set null" }),
    roomNumber: text("room_number").notNull(),
    readOn: date("read_on").notNull(),
    reading: integer("reading").notNull(),
    replaced: boolean("replaced").notNull().default(false),
    oldMeterFinal: integer("old_meter_final"),
    // The Electricity rate when the reading was saved, in paisa per unit.
    ratePaisa: bigint("rate_paisa", { mode: "number" }).notNull(),
    voided: boolean("voided").notNull().default(false),
    voidReason: text("void_reason"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: uuid("voided_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("meter_readings_reading_check", sql`${table.reading} >= 0 and (${table.oldMeterFinal} is null or ${table.oldMeterFinal} >= 0)`),
    check("meter_readings_replaced_check", sql`${table.replaced} = (${table.oldMeterFinal} is not null)`),
    uniqueIndex("meter_readings_room_day_unique")
      .on(table.roomId, table.readOn)
      .where(sql`not ${table.voided}`),
    index("meter_readings_room_idx").on(table.roomId, table.readOn),
  ],
);

export type ChargeType = typeof chargeTypes.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type MeterReading = typeof meterReadings.$inferSelect;
