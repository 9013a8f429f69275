import "server-only";
import { ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

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

/** Case-insensitive "contains" over the given columns; the term's % and _ match themselves. */
export function searchAny(term: string, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
