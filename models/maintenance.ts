import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { MAINTENANCE_PAYMENT_METHODS, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from "./enums";
import { oneOf, searchIndex, timestamps } from "./columns";

const searched = (table: Record<"title" | "maintenanceType" | "location" | "status", AnyPgColumn>) => [
  table.title,
  table.maintenanceType,
  table.location,
  table.status,
];

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
    searchIndex("maintenance_search_idx", searched(table)),
  ],
);

/** What the maintenance list's search looks in: title, type, location and status. */
export const maintenanceSearchColumns = searched(maintenance);

export type Maintenance = typeof maintenance.$inferSelect;
