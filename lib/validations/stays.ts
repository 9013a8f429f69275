import { z } from "zod";
import { AUDIT_ENTITIES, PAYMENT_MODES } from "@/models/enums";
import { formatPKR } from "@/lib/format";
import type { Day } from "@/lib/money/days";
import { LOST_KEY_FINE } from "@/lib/money/settlement";
import { MAX_METER_READING } from "./readings";
import { pageNumber } from "./list";
import {
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

// The calls of a stay over time (lib/money/README.md): notice, check-out, transfer, cancel, ledger, dues, reminders.

const keyLost = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
  z.boolean({ error: "Room key lost must be true or false" }),
);
const waive = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
  z.boolean({ error: "Waive sudden departure fee must be true or false" }),
);

export const noticeSchema = z.object({
  noticeDate: optionalDate("Notice date"),
  leaveDate: requiredDate("Leave date"),
});

export const damageSchema = z.object({
  description: requiredText("Damage description", MAX_TEXT),
  amount: money("Damage amount", "Damage amount must be more than 0", 1),
});

// Each damage is at most MAX_MONEY; so is what they come to with the lost key's fine.
const DAMAGES_TOO_LARGE = `The damages cannot total more than ${formatPKR(MAX_MONEY)}`;

/** The room's meter on the leave date (docs/bills.md, "Electricity by meter"): its bill is made before the deposit settles. */
const finalReadingSchema = z.object(
  {
    reading: requiredInt("Final reading", 0, MAX_METER_READING),
    replaced: z.boolean({ error: "Meter replaced must be true or false" }).optional(),
    oldMeterFinal: optionalInt("Old meter's final reading", 0, MAX_METER_READING),
  },
  { error: "Final reading must be an object" },
);

export const checkOutSchema = z
  .object({
    leaveDate: optionalDate("Leave date"),
    finalReading: finalReadingSchema.nullish(),
    damages: z.array(damageSchema, { error: "Damages must be a list" }).max(50, "At most 50 damages").default([]),
    keyLost,
    waiveSuddenDepartureFee: waive,
    refundMode: optionalChoice("Refund mode", PAYMENT_MODES),
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
    leaveDate: dayField("Leave date", today),
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
  roomId: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === "" ? "Room is required" : "Choose a valid room") }),
  onDate: requiredDate("Transfer date"),
  monthlyRent: optionalMoney("Monthly rent"),
});

export const cancelSchema = z.object({ reason: requiredText("Reason", 500) });

export const asOfQuerySchema = z.object({ asOf: optionalDate("As of") });

export const occupancyQuerySchema = z.object({ on: optionalDate("Date") });

/** The audit log's filters: page, administrator, kind of record, one record, first and last day on the hostel's calendar. */
export const auditQuerySchema = z
  .object({
    page: pageNumber,
    actorId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid("Choose a valid administrator").optional()),
    entity: optionalChoice("Entity", AUDIT_ENTITIES),
    entityId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid("Invalid record id").optional()),
    from: optionalDate("From date"),
    to: optionalDate("To date"),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { message: "The from date cannot be after the to date", path: ["to"] });

export type NoticeInput = z.output<typeof noticeSchema>;
export type CheckOutInput = z.output<typeof checkOutSchema>;
export type TransferInput = z.output<typeof transferSchema>;
