import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { FLOORS, ROOM_NUMBERS, ROOM_TYPES } from "./enums";
import { oneOf, timestamps } from "./columns";

export const rooms = pgTable(
  "rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomNumber: text("room_number").notNull(),
    roomType: text("room_type", { enum: ROOM_TYPES }),
    floorNumber: text("floor_number", { enum: FLOORS }),
    capacity: integer("capacity").notNull().default(1),
    facilities: text("facilities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    monthlyRent: integer("monthly_rent").notNull().default(0),
    additionalCharges: integer("additional_charges").notNull().default(0),
    availableFrom: date("available_from"),
    notes: text("notes"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("rooms_room_number_unique").on(table.roomNumber),
    check("rooms_room_number_check", oneOf(table.roomNumber, ROOM_NUMBERS)),
    check("rooms_room_type_check", oneOf(table.roomType, ROOM_TYPES)),
    check("rooms_floor_check", oneOf(table.floorNumber, FLOORS)),
    check("rooms_capacity_check", sql`${table.capacity} between 1 and 20`),
    check("rooms_money_check", sql`${table.monthlyRent} >= 0 and ${table.additionalCharges} >= 0`),
    index("rooms_created_at_idx").on(table.createdAt),
  ],
);

export type Room = typeof rooms.$inferSelect;
