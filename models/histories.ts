import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

// The monthly record an administrator keeps of the hostel's figures and bills.
export const histories = pgTable(
  "histories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    month: text("month").notNull().default(""),
    students: integer("students").notNull().default(0),
    bookings: integer("bookings").notNull().default(0),
    staff: integer("staff").notNull().default(0),
    workers: integer("workers").notNull().default(0),
    staffSalary: integer("staff_salary").notNull().default(0),
    workerSalary: integer("worker_salary").notNull().default(0),
    totalSalary: integer("total_salary").notNull().default(0),
    securityCharges: integer("security_charges").notNull().default(0),
    maintenanceCost: integer("maintenance_cost").notNull().default(0),
    paidAmount: integer("paid_amount").notNull().default(0),
    receivedAmount: integer("received_amount").notNull().default(0),
    electricityBill: integer("electricity_bill").notNull().default(0),
    waterBill: integer("water_bill").notNull().default(0),
    gasBill: integer("gas_bill").notNull().default(0),
    internetBill: integer("internet_bill").notNull().default(0),
    otherBills: integer("other_bills").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check(
      "histories_non_negative_check",
      sql`least(${table.students}, ${table.bookings}, ${table.staff}, ${table.workers}, ${table.staffSalary}, ${table.workerSalary}, ${table.totalSalary}, ${table.securityCharges}, ${table.maintenanceCost}, ${table.paidAmount}, ${table.receivedAmount}, ${table.electricityBill}, ${table.waterBill}, ${table.gasBill}, ${table.internetBill}, ${table.otherBills}) >= 0`,
    ),
    index("histories_created_at_idx").on(table.createdAt),
  ],
);

export type History = typeof histories.$inferSelect;
