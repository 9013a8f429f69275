import "server-only";
import { ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { storedFormOf } from "@/lib/phone";

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
 * Case-insensitive "contains" over the given columns; the term's % and _ match themselves. A whole phone
 * number or CNIC is also looked for as it is stored, so "03001234567", "0300-1234567" and
 * "+92 300 1234567" find the same customer.
 */
export function searchAny(term: string, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const terms = [...new Set([term, storedFormOf(term) ?? term])];
  const patterns = terms.map((text) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  return or(...columns.flatMap((column) => patterns.map((pattern) => ilike(column, pattern))));
}
