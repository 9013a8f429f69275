import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// The first answer to each Idempotency-Key an admin sent, kept 24 hours so a repeated POST (double
// click, retry after a lost answer) is answered again instead of writing twice. `status` is null
// while the first request is still running.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.key] }), index("idempotency_keys_created_at_idx").on(table.createdAt)],
);

// Failed attempts per key (e.g. a sign-in per account and address), shared by every server process.
export const throttles = pgTable("throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
});
