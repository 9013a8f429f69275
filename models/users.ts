import { check, integer, pgTable, text, timestamp, uuid, uniqueIndex, index } from "drizzle-orm/pg-core";
import { oneOf } from "./columns";
import { ACCESS_LEVELS, LANGUAGES } from "./enums";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("admin"),
    // What this administrator may do: owner, manager or viewer (lib/permissions.ts), read on every request.
    access: text("access", { enum: ACCESS_LEVELS }).notNull().default("manager"),
    // Bumped on logout and password reset: tokens carrying an older version are refused.
    tokenVersion: integer("token_version").notNull().default(0),
    // The panel's language this administrator chose ("en" or "ur"), applied at each sign-in; null until they choose.
    language: text("language", { enum: LANGUAGES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    check("users_language_check", oneOf(table.language, LANGUAGES)),
    check("users_access_check", oneOf(table.access, ACCESS_LEVELS)),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("password_resets_token_hash_unique").on(table.tokenHash), index("password_resets_user_idx").on(table.userId)],
);

export type User = typeof users.$inferSelect;
export type PasswordReset = typeof passwordResets.$inferSelect;
