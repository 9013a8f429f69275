import { z } from "zod";
import { AUDIT_ENTITIES, PAYMENT_MODES } from "@/models/enums";
import type { Day } from "@/lib/money/days";
import { LOST_KEY_FINE } from "@/lib/money/settlement";
import { MAX_METER_READING } from "./readings";
import { pageNumber } from "./list";
import {
  fieldSays,
  MAX_MONEY,
  MAX_TEXT,
  dayField,
  money,
  optionalChoice,
  optionalDate,
  optionalInt,
  optionalMoney,
  requiredDate,
  requiredInt,
  requiredText,
} from "./fields";
import { sayEnglish } from "./message";

// The calls of a stay over time (lib/money/README.md): notice, check-out, transfer, cancel, ledger, dues, reminders.

const keyLost = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
  z.boolean({ error: sayEnglish("keyLostFlag") }),
);
const waive = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
  z.boolean({ error: sayEnglish("waiveFeeFlag") }),
);

export const noticeSchema = z.object({
  noticeDate: optionalDate("noticeDate"),
  leaveDate: requiredDate("leaveDate"),
});

export const damageSchema = z.object({
  description: requiredText("damageDescription", MAX_TEXT),
  amount: money("damageAmount", sayEnglish("damageAmountAboveZero"), 1),
});

// Each damage is at most MAX_MONEY; so is what they come to with the lost key's fine.
const DAMAGES_TOO_LARGE = sayEnglish("damagesTooLarge", { amount: { amount: MAX_MONEY } });

/** The room's meter on the leave date (docs/bills.md, "Electricity by meter"): its bill is made before the deposit settles. */
const finalReadingSchema = z.object(
  {
    reading: requiredInt("finalReading", 0, MAX_METER_READING),
    replaced: z.boolean({ error: sayEnglish("meterReplacedFlag") }).optional(),
    oldMeterFinal: optionalInt("oldMeterFinal", 0, MAX_METER_READING),
  },
  { error: sayEnglish("finalReadingObject") },
);

export const checkOutSchema = z
  .object({
    leaveDate: optionalDate("leaveDate"),
    finalReading: finalReadingSchema.nullish(),
    damages: z
      .array(damageSchema, { error: sayEnglish("damagesList") })
      .max(50, sayEnglish("tooManyDamages"))
      .default([]),
    keyLost,
    waiveSuddenDepartureFee: waive,
    refundMode: optionalChoice(PAYMENT_MODES, "refundModeChoice"),
  })
  .superRefine(({ damages, keyLost }, context) => {
    // Run on what the fields' own checks left: the total only once every damage is a valid amount.
    const amounts: unknown[] = Array.isArray(damages) ? damages.map((damage: { amount?: unknown } | undefined) => damage?.amount) : [];
    if (!amounts.every((amount) => Number.isInteger(amount) && (amount as number) >= 1 && (amount as number) <= MAX_MONEY)) return;
    const total = (amounts as number[]).reduce((sum, amount) => sum + amount, keyLost === true ? LOST_KEY_FINE : 0);
    if (total > MAX_MONEY) context.addIssue({ code: "custom", path: ["damages"], message: DAMAGES_TOO_LARGE });
  });

/**
 * The Check Out form's own check (the server reads the check-out with `checkOutSchema`): a leave date
 * up to `today`, the damages, the key and the waiver.
 */
export function checkOutFormSchema(today: Day) {
  return z.object({
    // The field's own messages are the shared English ones, shown in the page's language by the form field.
    leaveDate: dayField("leaveDate", today),
    damages: z.array(damageSchema),
    keyLost: z.boolean(),
    // Unticked and disabled when the departure is not sudden: there is no fee to waive.
    waiveSuddenDepartureFee: z
      .boolean()
      .optional()
      .transform((waived) => waived === true),
  });
}

export const transferSchema = z.object({
  roomId: z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? fieldSays("fieldRequired", "room") : sayEnglish("chooseValidRoom"),
  }),
  onDate: requiredDate("transferDate"),
  monthlyRent: optionalMoney("monthlyRent"),
});

export const cancelSchema = z.object({ reason: requiredText("reason", 500) });

export const asOfQuerySchema = z.object({ asOf: optionalDate("asOf") });

export const occupancyQuerySchema = z.object({ on: optionalDate("date") });

/** The audit log's filters: page, administrator, kind of record, one record, first and last day on the hostel's calendar. */
export const auditQuerySchema = z
  .object({
    page: pageNumber,
    actorId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid(sayEnglish("auditChooseAdministrator")).optional()),
    entity: optionalChoice(AUDIT_ENTITIES, "auditEntityChoice"),
    entityId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid(sayEnglish("invalidRecordId")).optional()),
    from: optionalDate("fromDate"),
    to: optionalDate("toDate"),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { message: sayEnglish("auditFromAfterTo"), path: ["to"] });

export type NoticeInput = z.output<typeof noticeSchema>;
export type CheckOutInput = z.output<typeof checkOutSchema>;
export type TransferInput = z.output<typeof transferSchema>;
