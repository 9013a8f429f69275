import "server-only";
import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { storedFormOf } from "@/lib/phone";
import { searchableText } from "@/models/columns";

export interface Page<T> {
  rows: T[];
  total: number;
  totalPages: number;
  currentPage: number;
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

export function pageOf<T>(rows: T[], total: number, page: number, pageSize: number): Page<T> {
  return { rows, total, totalPages: Math.ceil(total / pageSize), currentPage: page };
}

/**
 * Every match's count, taken by the query that cuts the page (a column of each row), so a list costs one
 * query instead of a page and a count.
 */
export const totalOfMatches = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The page from rows that carry `total` (totalOfMatches). A page past the last one has no row to carry
 * it: only then is the count asked for on its own.
 */
export async function countedPage<Row extends { total: number }, T>(
  rows: Row[],
  toApi: (row: Row) => T,
  { page, pageSize, countAll }: { page: number; pageSize: number; countAll: () => Promise<number> },
): Promise<Page<T>> {
  const total = rows[0]?.total ?? (page > 1 ? await countAll() : 0);
  return pageOf(rows.map(toApi), total, page, pageSize);
}

/**
 * Case-insensitive "contains" over the given columns, matched against their searchable text (the
 * expression of the table's trigram index, models/columns.ts); the term's % and _ match themselves. A
 * whole phone number or CNIC is also looked for as it is stored, so "03001234567", "0300-1234567" and
 * "+92 300 1234567" find the same customer.
 */
export function searchAny(term: string, columns: readonly AnyPgColumn[]): SQL | undefined {
  if (!term) return undefined;
  const terms = [...new Set([term, storedFormOf(term) ?? term])];
  const text = searchableText(columns);
  return or(...terms.map((each) => ilike(text, `%${each.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)));
}

/**
 * Part of a phone number, typed with or without its dash or spaces ("0300 123", "03001234", "300-12"),
 * matched against a column that stores numbers as "0300-1234567" (lib/phone.ts); undefined when the
 * term is not digits (a name is searched by searchAny alone). A leading +92 or 0092 is read as the 0.
 */
export function phonePart(term: string, column: AnyPgColumn): SQL | undefined {
  if (!/^[+\d\s\-().]+$/.test(term)) return undefined;
  const digits = term.replace(/\D/g, "").replace(/^(00)?92(?=3)/, "0");
  if (digits.length < 3) return undefined;
  return sql`replace(${column}, '-', '') like ${`%${digits}%`}`;
}
