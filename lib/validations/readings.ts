import { z } from "zod";
import { fieldSays, optionalInt, requiredDate, requiredInt, requiredText } from "./fields";
import { sayEnglish } from "./message";

// A room's meter reading (docs/bills.md, rule B3), as POST /api/rooms/{id}/readings and its preview take it.

/** The most a meter shows: eight digits of kWh. */
export const MAX_METER_READING = 99_999_999;

const replacedFlag = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
  z.boolean({ error: sayEnglish("meterReplacedFlag") }),
);

export const readingSchema = z
  .object({
    readOn: requiredDate("readOn"),
    reading: requiredInt("reading", 0, MAX_METER_READING, fieldSays("fieldNegative", "reading")),
    replaced: replacedFlag,
    oldMeterFinal: optionalInt("oldMeterFinal", 0, MAX_METER_READING, fieldSays("fieldNegative", "oldMeterFinal")),
  })
  .transform((reading, context) => {
    if (!reading.replaced) return { ...reading, oldMeterFinal: null };
    if (reading.oldMeterFinal === null || reading.oldMeterFinal === undefined) {
      context.addIssue({
        code: "custom",
        path: ["oldMeterFinal"],
        message: sayEnglish("oldMeterFinalRequired"),
      });
      return z.NEVER;
    }
    return reading;
  });

export const voidReadingSchema = z.object({ reason: requiredText("reason", 500) });

export type ReadingInput = z.output<typeof readingSchema>;
