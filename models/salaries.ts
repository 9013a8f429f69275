import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { EMPLOYEE_TYPES } from "./enums";
import { oneOf, searchIndex, timestamps } from "./columns";

// employeeId points into staff or workers according to employeeType; the service checks it exists.
const searched = (table: Record<"fullName" | "employeeType", AnyPgColumn>) => [table.fullName, table.employeeType];

export const salaries = pgTable(
  "salaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeType: text("employee_type", { enum: EMPLOYEE_TYPES }).notNull(),
    employeeId: uuid("employee_id").notNull(),
    fullName: text("full_name").notNull(),
    basicSalary: integer("basic_salary").notNull(),
    allowances: integer("allowances").notNull().default(0),
    deductions: integer("deductions").notNull().default(0),
    netSalary: integer("net_salary").notNull(),
    salaryMonth: text("salary_month").notNull(),
    paymentDate: timestamp("payment_date", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    check("salaries_employee_type_check", oneOf(table.employeeType, EMPLOYEE_TYPES)),
    check("salaries_net_check", sql`${table.netSalary} = ${table.basicSalary} + ${table.allowances} - ${table.deductions}`),
    check(
      "salaries_money_check",
      sql`${table.basicSalary} >= 0 and ${table.allowances} >= 0 and ${table.deductions} >= 0 and ${table.netSalary} >= 0`,
    ),
    check("salaries_month_check", sql`${table.salaryMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    index("salaries_created_at_idx").on(table.createdAt),
    searchIndex("salaries_search_idx", searched(table)),
  ],
);

// One entry per save of a salary record (the first on creation); paid salaries sum these.
export const salaryHistory = pgTable(
  "salary_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    salaryId: uuid("salary_id")
      .notNull()
      .references(() => salaries.id, { onDelete: "cascade" }),
    basicSalary: integer("basic_salary").notNull(),
    allowances: integer("allowances").notNull(),
    deductions: integer("deductions").notNull(),
    netSalary: integer("net_salary").notNull(),
    salaryMonth: text("salary_month").notNull(),
    paymentDate: timestamp("payment_date", { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index("salary_history_salary_idx").on(table.salaryId, table.createdAt)],
);

/** What the salaries list's search looks in: the employee's name and type. */
export const salarySearchColumns = searched(salaries);

export type Salary = typeof salaries.$inferSelect;
export type SalaryHistoryEntry = typeof salaryHistory.$inferSelect;
