import { z } from "zod";
import { FACILITIES, FLOORS, ROOM_NUMBERS, ROOM_TYPES } from "@/models/enums";
import {
  fieldSays,
  MAX_LONG_TEXT,
  money,
  requiredOr,
  optionalChoice,
  optionalDate,
  optionalMoney,
  optionalText,
  requiredInt,
} from "./fields";
import { MAX_ROOM_CAPACITY } from "./room-rules";
import type { LabelKey } from "@/lib/i18n/server-message";
import { sayEnglish } from "./message";

const roomNumber = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
  z
    .string({ error: requiredOr("roomNumber", fieldSays("fieldText", "roomNumber")) })
    .refine((value) => ROOM_NUMBERS.includes(value), sayEnglish("roomNumberChoice")),
);

const isFacility = (value: unknown): value is (typeof FACILITIES)[number] => (FACILITIES as readonly unknown[]).includes(value);

/** A list of the allowed facilities; null or "" means none, duplicates are dropped. */
const facilities = z.preprocess(
  (value) => (value === null || value === "" ? [] : value),
  z
    .array(z.unknown(), { error: sayEnglish("facilitiesList") })
    .refine((values) => values.every(isFacility), sayEnglish("facilitiesChoice"))
    .transform((values) => [...new Set(values as (typeof FACILITIES)[number][])]),
);

/** A stored money column that cannot be null: an empty value means 0. */
const moneyOrZero = (label: LabelKey) => optionalMoney(label).transform((value) => (value === null ? 0 : value));

const roomFields = {
  roomType: optionalChoice(ROOM_TYPES, "roomTypeChoice"),
  floorNumber: optionalChoice(FLOORS, "floorChoice"),
  capacity: requiredInt("capacity", 1, MAX_ROOM_CAPACITY),
  facilities: facilities.optional(),
  monthlyRent: money("monthlyRent"),
  additionalCharges: moneyOrZero("additionalCharges"),
  availableFrom: optionalDate("availableFrom"),
  notes: optionalText("notes", MAX_LONG_TEXT),
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
