import { z } from "zod";
import { EMPLOYEE_GENDERS } from "@/models/enums";
import {
  optionalChoice,
  optionalCnic,
  optionalDate,
  optionalEmail,
  optionalMobile,
  optionalMoney,
  optionalText,
  requiredText,
} from "./fields";

/**
 * A worker, as the Add/Edit Worker forms and the API take it. The spec requires nothing here;
 * we require the name, without which the record cannot be found or paid.
 */
export const workerSchema = z.object({
  fullName: requiredText("Full name"),
  email: optionalEmail(),
  phone: optionalMobile("Phone"),
  dob: optionalDate("Date of birth"),
  joinDate: optionalDate("Joining date"),
  gender: optionalChoice("Gender", EMPLOYEE_GENDERS),
  // The column is not null: a cleared salary is no salary, 0.
  salary: optionalMoney("Salary").transform((salary) => (salary === null ? 0 : salary)),
  address: optionalText("Address", 300),
  cnic: optionalCnic(),
  department: optionalText("Department", 100),
  jobRole: optionalText("Job role", 100),
  shiftTiming: optionalText("Shift timing", 50),
});

/** An update changes only the fields it sends. */
export const workerUpdateSchema = workerSchema.partial();

export type WorkerInput = z.output<typeof workerSchema>;
export type WorkerUpdate = z.output<typeof workerUpdateSchema>;
