import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { EMPLOYEE_GENDERS } from "./enums";
import { oneOf, timestamps } from "./columns";

const employeeColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  fullName: text("full_name").notNull(),
  email: text("email"),
  phone: text("phone"),
  dob: date("dob"),
  joinDate: date("join_date"),
  gender: text("gender", { enum: EMPLOYEE_GENDERS }),
  salary: integer("salary").notNull().default(0),
  address: text("address"),
  cnic: text("cnic"),
  department: text("department"),
  image: text("image"),
  ...timestamps,
});

export const staff = pgTable("staff", { ...employeeColumns(), designation: text("designation") }, (table) => [
  check("staff_gender_check", oneOf(table.gender, EMPLOYEE_GENDERS)),
  check("staff_salary_check", sql`${table.salary} >= 0`),
  index("staff_created_at_idx").on(table.createdAt),
]);

export const workers = pgTable(
  "workers",
  { ...employeeColumns(), jobRole: text("job_role"), shiftTiming: text("shift_timing") },
  (table) => [
    check("workers_gender_check", oneOf(table.gender, EMPLOYEE_GENDERS)),
    check("workers_salary_check", sql`${table.salary} >= 0`),
    index("workers_created_at_idx").on(table.createdAt),
  ],
);

export type StaffMember = typeof staff.$inferSelect;
export type Worker = typeof workers.$inferSelect;
