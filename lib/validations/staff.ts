import { z } from "zod";
import { EMPLOYEE_GENDERS } from "@/models/enums";
import {
  optionalChoice,
  optionalCnic,
  optionalDate,
  optionalEmail,
  optionalMoney,
  optionalText,
  requiredMobile,
  requiredText,
} from "./fields";

/** A staff member, as the Add/Edit Staff forms and the API take it: name, phone and address required. */
export const staffSchema = z.object({
  fullName: requiredText("fullName"),
  email: optionalEmail(),
  phone: requiredMobile("phone"),
  dob: optionalDate("dateOfBirth"),
  designation: optionalText("designation", 100),
  joinDate: optionalDate("joiningDate"),
  gender: optionalChoice(EMPLOYEE_GENDERS, "employeeGenderChoice"),
  // The column is not null: a cleared salary is no salary, 0.
  salary: optionalMoney("salary").transform((salary) => (salary === null ? 0 : salary)),
  address: requiredText("address", 300),
  cnic: optionalCnic(),
  department: optionalText("department", 100),
});

/** An update changes only the fields it sends. */
export const staffUpdateSchema = staffSchema.partial();

export type StaffInput = z.output<typeof staffSchema>;
export type StaffUpdate = z.output<typeof staffUpdateSchema>;
