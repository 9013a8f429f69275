import { z } from "zod";
import { optionalInt, requiredDate, requiredInt, requiredText } from "./fields";

// A room's meter reading (docs/bills.md, rule B3), as POST /api/rooms/{id}/readings and its preview take it.

/** The most a meter shows: eight digits of kWh. */
export const MAX_METER_READING = 99_999_999;

const replacedFlag = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
  z.boolean({ error: "Meter replaced must be true or false" }),
);

export const readingSchema = z
  .object({
    readOn: requiredDate("Reading date"),
    reading: requiredInt("Reading", 0, MAX_METER_READING, "Reading cannot be negative"),
    replaced: replacedFlag,
    oldMeterFinal: optionalInt("Old meter's final reading", 0, MAX_METER_READING, "Old meter's final reading cannot be negative"),
  })
  .transform((reading, context) => {
    if (!reading.replaced) return { ...reading, oldMeterFinal: null };
    if (reading.oldMeterFinal === null || reading.oldMeterFinal === undefined) {
      context.addIssue({
        code: "custom",
        path: ["oldMeterFinal"],
        message: "Old meter's final reading is required when the meter was replaced",
      });
      return z.NEVER;
    }
    return reading;
  });

export const voidReadingSchema = z.object({ reason: requiredText("Reason", 500) });

export type ReadingInput = z.output<typeof readingSchema>;
