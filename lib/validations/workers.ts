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
  fullName: requiredText("fullName"),
  email: optionalEmail(),
  phone: optionalMobile("phone"),
  dob: optionalDate("dateOfBirth"),
  joinDate: optionalDate("joiningDate"),
  gender: optionalChoice(EMPLOYEE_GENDERS, "employeeGenderChoice"),
  // The column is not null: a cleared salary is no salary, 0.
  salary: optionalMoney("salary").transform((salary) => (salary === null ? 0 : salary)),
  address: optionalText("address", 300),
  cnic: optionalCnic(),
  department: optionalText("department", 100),
  jobRole: optionalText("jobRole", 100),
  shiftTiming: optionalText("shiftTiming", 50),
});

/** An update changes only the fields it sends. */
export const workerUpdateSchema = workerSchema.partial();

export type WorkerInput = z.output<typeof workerSchema>;
export type WorkerUpdate = z.output<typeof workerUpdateSchema>;
