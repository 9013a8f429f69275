import { check, customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

// What every server of one installation must see alike lives in the database, not on one machine's disk.

/** Values the installation keeps once for all its servers, e.g. the generated JWT secret. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded pictures (residents', staff's and workers' photos), decoded and re-encoded as WebP before
 * they are stored: any server can serve any picture. Records hold the picture's `name`.
 */
export const pictures = pgTable(
  "pictures",
  {
    // "<uuid>.webp"; pictures moved in from the older upload folder keep their file's name.
    name: text("name").primaryKey(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    // Hex SHA-256 of the bytes: the picture's ETag.
    sha256: text("sha256").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("pictures_size_check", sql`${table.width} > 0 and ${table.height} > 0`)],
);

export type Picture = typeof pictures.$inferSelect;
