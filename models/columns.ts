import { sql, type SQL } from "drizzle-orm";
import { index, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A CHECK that the column holds one of the values (or is null). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((value) => sql.raw(`'${value.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
}

/**
 * The columns a list's search looks in, as one text (a line each, null as empty): one case-insensitive
 * match per row instead of one per column, and one trigram index can serve it.
 */
export const searchableText = (columns: readonly AnyPgColumn[]): SQL =>
  sql`(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || chr(10) || `,
  )})`;

/**
 * A trigram index (pg_trgm, created by migration 0007_totals_and_search) on a table's searchable text,
 * which serves the list's contains-search (`ilike '%term%'`) when the term is rare enough to be worth it.
 */
export const searchIndex = (name: string, columns: readonly AnyPgColumn[]) =>
  index(name).using("gin", sql`${searchableText(columns)} gin_trgm_ops`);
