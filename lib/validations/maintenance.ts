import { z } from "zod";
import { MAINTENANCE_PAYMENT_METHODS, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from "@/models/enums";
import { MAX_LONG_TEXT, optionalChoice, optionalDate, optionalMoney, optionalText, requiredChoice, requiredText } from "./fields";
import { sayEnglish } from "./message";

/** True when both dates are known and the work would end before it started (dates are YYYY-MM-DD). */
export function completesBeforeStart(dates: { workStartDate?: string | null; workCompletionDate?: string | null }): boolean {
  return Boolean(dates.workStartDate && dates.workCompletionDate && dates.workCompletionDate < dates.workStartDate);
}

// A select left on its placeholder sends "": that is a missing choice, not an unknown one.
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const maintenanceFields = z.object({
  title: requiredText("title"),
  maintenanceType: z.preprocess(blankAsMissing, requiredChoice("maintenanceType", MAINTENANCE_TYPES, "maintenanceTypeChoice")),
  location: requiredText("location"),
  issueDescription: requiredText("issueDescription", MAX_LONG_TEXT),
  assignedTo: optionalText("assignedTo"),
  // Empty means the default, Pending; any status may follow any other (a job may be reopened, or cancelled at any time).
  status: optionalChoice(MAINTENANCE_STATUSES, "maintenanceStatusChoice"),
  totalCost: optionalMoney("totalCost"),
  paymentMethod: optionalChoice(MAINTENANCE_PAYMENT_METHODS, "paymentMethodChoice"),
  paymentDate: optionalDate("paymentDate"),
  paidBy: optionalText("paidBy"),
  workStartDate: optionalDate("workStartDate"),
  workCompletionDate: optionalDate("workCompletionDate"),
});

/** Add Maintenance. */
export const maintenanceSchema = maintenanceFields.superRefine((job, context) => {
  if (completesBeforeStart(job))
    context.addIssue({ code: "custom", path: ["workCompletionDate"], message: sayEnglish("completionBeforeStart") });
});

/** Edit Maintenance changes the fields it sends; the date order is checked on the merged record. */
export const maintenanceUpdateSchema = maintenanceFields.partial();

export type MaintenanceInput = z.output<typeof maintenanceSchema>;
export type MaintenanceUpdate = z.output<typeof maintenanceUpdateSchema>;
