import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { MAINTENANCE_PAYMENT_METHODS, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from "./enums";
import { oneOf, timestamps } from "./columns";

export const maintenance = pgTable(
  "maintenance",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    maintenanceType: text("maintenance_type", { enum: MAINTENANCE_TYPES }).notNull(),
    location: text("location").notNull(),
    issueDescription: text("issue_description").notNull(),
    assignedTo: text("assigned_to"),
    status: text("status", { enum: MAINTENANCE_STATUSES }).notNull().default("Pending"),
    totalCost: integer("total_cost").notNull().default(0),
    paymentMethod: text("payment_method", { enum: MAINTENANCE_PAYMENT_METHODS }),
    paymentDate: date("payment_date"),
    paidBy: text("paid_by"),
    workStartDate: date("work_start_date"),
    workCompletionDate: date("work_completion_date"),
    ...timestamps,
  },
  (table) => [
    check("maintenance_type_check", oneOf(table.maintenanceType, MAINTENANCE_TYPES)),
    check("maintenance_status_check", oneOf(table.status, MAINTENANCE_STATUSES)),
    check("maintenance_payment_method_check", oneOf(table.paymentMethod, MAINTENANCE_PAYMENT_METHODS)),
    check("maintenance_cost_check", sql`${table.totalCost} >= 0`),
    index("maintenance_created_at_idx").on(table.createdAt),
  ],
);

export type Maintenance = typeof maintenance.$inferSelect;
