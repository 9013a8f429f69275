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
  fullName: requiredText("Full name"),
  email: optionalEmail(),
  phone: requiredMobile("Phone"),
  dob: optionalDate("Date of birth"),
  designation: optionalText("Designation", 100),
  joinDate: optionalDate("Joining date"),
  gender: optionalChoice("Gender", EMPLOYEE_GENDERS),
  // The column is not null: a cleared salary is no salary, 0.
  salary: optionalMoney("Salary").transform((salary) => (salary === null ? 0 : salary)),
  address: requiredText("Address", 300),
  cnic: optionalCnic(),
  department: optionalText("Department", 100),
});

/** An update changes only the fields it sends. */
export const staffUpdateSchema = staffSchema.partial();

export type StaffInput = z.output<typeof staffSchema>;
export type StaffUpdate = z.output<typeof staffUpdateSchema>;
