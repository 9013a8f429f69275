import { z } from "zod";
import { EMPLOYEE_TYPES } from "@/models/enums";
import { fieldsOf, type FormShape } from "./errors";
import { fieldSays, money, optionalMoney, requiredChoice, requiredOr } from "./fields";
import { netSalaryOf } from "./salary-rules";
import type { LabelKey } from "@/lib/i18n/server-message";
import { sayEnglish } from "./message";

export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
// Empty, blank or null is "not given" (a select left on its placeholder sends "").
const blankAsMissing = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

/** A month as `<input type="month">` gives it: YYYY-MM. */
export function yearMonth(label: LabelKey) {
  const invalid = fieldSays("fieldMonth", label);
  return z.preprocess(
    blankAsMissing,
    z
      .string({ error: requiredOr(label, invalid) })
      .trim()
      .regex(YEAR_MONTH, invalid),
  );
}

// With a zone (2025-04-05T10:30:00.000Z, +05:00) it is that moment; without one (2025-04-05,
// 2025-04-05T10:30) it is read on the hostel's clock by the server.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isRealMoment(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match || Number.isNaN(new Date(value).getTime())) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // 2025-02-30 or 24:70 roll over into another moment: refuse them rather than store that one.
  return (
    year >= 1900 &&
    year <= 2200 &&
    moment.getUTCMonth() === month - 1 &&
    moment.getUTCDate() === day &&
    moment.getUTCHours() === hour &&
    moment.getUTCMinutes() === minute &&
    moment.getUTCSeconds() === second
  );
}

/** A payment moment; empty means "not given" (now on create, unchanged on update). */
export function optionalTimestamp(label: LabelKey) {
  const invalid = fieldSays("fieldDate", label);
  return z.preprocess(blankAsMissing, z.string({ error: invalid }).trim().refine(isRealMoment, invalid).optional());
}

const salaryFields = {
  employeeType: z.preprocess(blankAsMissing, requiredChoice("employeeType", EMPLOYEE_TYPES, "employeeTypeChoice")),
  employeeId: z.preprocess(
    blankAsMissing,
    z
      .string({ error: fieldSays("fieldRequired", "employee") })
      .trim()
      .pipe(z.uuid(sayEnglish("employeeNotFound"))),
  ),
  basicSalary: money("basicSalary"),
  allowances: optionalMoney("allowances"),
  deductions: optionalMoney("deductions"),
  salaryMonth: yearMonth("salaryMonth"),
  paymentDate: optionalTimestamp("paymentDate"),
};

/** Add Salary: the employee's name comes from their record and the net salary is computed, so neither is read. */
export const salarySchema = z
  .object(salaryFields)
  .transform((salary) => ({ ...salary, allowances: salary.allowances ?? 0, deductions: salary.deductions ?? 0 }))
  .superRefine((salary, context) => {
    if (netSalaryOf(salary) < 0) context.addIssue({ code: "custom", path: ["deductions"], message: sayEnglish("deductionsTooLarge") });
  });

/**
 * What the salary form reads before its checks load (as formShape in ./errors.ts): the object's fields,
 * as salarySchema is piped into a transform. The form has never marked a field as required.
 */
export function salaryFormShape(): FormShape<keyof typeof salaryFields & string> {
  return { fields: fieldsOf(salarySchema.in), required: [] };
}

/**
 * Edit Salary sends the whole record (with its history); employee type, id and name are locked, and
 * the history is the server's, so only these fields are read. Net salary is checked on the merged record.
 */
export const salaryUpdateSchema = z.object(salaryFields).omit({ employeeType: true, employeeId: true }).partial();

export type SalaryInput = z.output<typeof salarySchema>;
export type SalaryUpdate = z.output<typeof salaryUpdateSchema>;
export type SalaryFormValues = z.input<typeof salarySchema>;
