import { z } from "zod";
import { FACILITIES, FLOORS, ROOM_NUMBERS, ROOM_TYPES } from "@/models/enums";
import { MAX_LONG_TEXT, money, optionalChoice, optionalDate, optionalMoney, optionalText, requiredInt } from "./fields";
import { MAX_ROOM_CAPACITY } from "./room-rules";

const roomNumber = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
  z
    .string({ error: (issue) => (issue.input === undefined ? "Room number is required" : "Room number must be text") })
    .refine((value) => ROOM_NUMBERS.includes(value), "Room number must be one of Room 1 to Room 36"),
);

const facilityList = `${FACILITIES.join(", ")}`;
const isFacility = (value: unknown): value is (typeof FACILITIES)[number] => (FACILITIES as readonly unknown[]).includes(value);

/** A list of the allowed facilities; null or "" means none, duplicates are dropped. */
const facilities = z.preprocess(
  (value) => (value === null || value === "" ? [] : value),
  z
    .array(z.unknown(), { error: "Facilities must be a list" })
    .refine((values) => values.every(isFacility), `Facilities must be chosen from: ${facilityList}`)
    .transform((values) => [...new Set(values as (typeof FACILITIES)[number][])]),
);

/** A stored money column that cannot be null: an empty value means 0. */
const moneyOrZero = (label: string) => optionalMoney(label).transform((value) => (value === null ? 0 : value));

const roomFields = {
  roomType: optionalChoice("Room type", ROOM_TYPES),
  floorNumber: optionalChoice("Floor", FLOORS),
  capacity: requiredInt("Capacity", 1, MAX_ROOM_CAPACITY),
  facilities: facilities.optional(),
  monthlyRent: money("Monthly rent"),
  additionalCharges: moneyOrZero("Additional charges"),
  availableFrom: optionalDate("Available from"),
  notes: optionalText("Notes", MAX_LONG_TEXT),
};

/** A room, as the Add Room form and POST /rooms/add-room take it. */
export const roomSchema = z.object({ roomNumber, ...roomFields });

/**
 * An update changes only the fields it sends. The room number is read-only: the form sends it
 * back unchanged, and the service refuses a different one.
 */
export const roomUpdateSchema = z.object(roomFields).partial().extend({ roomNumber: roomNumber.optional() });

export type RoomInput = z.output<typeof roomSchema>;
export type RoomUpdate = z.output<typeof roomUpdateSchema>;
