import { z } from "zod";
import { EMPLOYEE_TYPES } from "@/models/enums";
import { fieldsOf, type FormShape } from "./errors";
import { money, optionalMoney, requiredChoice } from "./fields";
import { netSalaryOf } from "./salary-rules";

export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
// Empty, blank or null is "not given" (a select left on its placeholder sends "").
const blankAsMissing = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

/** A month as `<input type="month">` gives it: YYYY-MM. */
export function yearMonth(label: string) {
  const invalid = `${label} must be a month in the form YYYY-MM`;
  return z.preprocess(
    blankAsMissing,
    z
      .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : invalid) })
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
export function optionalTimestamp(label: string) {
  const invalid = `${label} must be a valid date`;
  return z.preprocess(blankAsMissing, z.string({ error: invalid }).trim().refine(isRealMoment, invalid).optional());
}

export const DEDUCTIONS_TOO_LARGE = "Deductions cannot be more than the basic salary plus allowances";

const salaryFields = {
  employeeType: z.preprocess(blankAsMissing, requiredChoice("Employee type", EMPLOYEE_TYPES)),
  employeeId: z.preprocess(blankAsMissing, z.string({ error: "Employee is required" }).trim().pipe(z.uuid("Employee not found"))),
  basicSalary: money("Basic salary"),
  allowances: optionalMoney("Allowances"),
  deductions: optionalMoney("Deductions"),
  salaryMonth: yearMonth("Salary month"),
  paymentDate: optionalTimestamp("Payment date"),
};

/** Add Salary: the employee's name comes from their record and the net salary is computed, so neither is read. */
export const salarySchema = z
  .object(salaryFields)
  .transform((salary) => ({ ...salary, allowances: salary.allowances ?? 0, deductions: salary.deductions ?? 0 }))
  .superRefine((salary, context) => {
    if (netSalaryOf(salary) < 0) context.addIssue({ code: "custom", path: ["deductions"], message: DEDUCTIONS_TOO_LARGE });
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
