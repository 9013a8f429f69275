import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { PAYMENT_MODES } from "./enums";
import { oneOf, searchIndex, timestamps } from "./columns";
import { users } from "./users";

// The hostel's own money out (docs/bills.md, "Expenses"): a bill paid, in whole rupees. Never deleted and
// its money never edited: a wrong one is voided with a reason and stays listed, counted nowhere.

const searched = (table: Record<"paidTo" | "category" | "reference" | "note", AnyPgColumn>) => [
  table.paidTo,
  table.category,
  table.reference,
  table.note,
];

export const expenses = pgTable(
  "expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    spentOn: date("spent_on").notNull(),
    // One of the settings' expense categories when it was recorded; kept as written if the list changes later.
    category: text("category").notNull(),
    amount: integer("amount").notNull(),
    paidTo: text("paid_to").notNull(),
    mode: text("mode", { enum: PAYMENT_MODES }).notNull(),
    reference: text("reference"),
    note: text("note"),
    // The bill's picture: a name in `pictures`, as customers' photos (lib/server/uploads.ts).
    picture: text("picture"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    voidedBy: uuid("voided_by").references(() => users.id, { onDelete: "set null" }),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    check("expenses_amount_check", sql`${table.amount} > 0`),
    check("expenses_mode_check", oneOf(table.mode, PAYMENT_MODES)),
    check("expenses_void_check", sql`(${table.voidedAt} is null) = (${table.voidReason} is null)`),
    index("expenses_spent_on_idx").on(table.spentOn, table.createdAt),
    index("expenses_category_idx").on(table.category, table.spentOn),
    searchIndex("expenses_search_idx", searched(table)),
  ],
);

/** What the expenses list's search looks in: paid to, category, reference and note. */
export const expenseSearchColumns = searched(expenses);

export type Expense = typeof expenses.$inferSelect;
