import "server-only";
import { ilike, or, type SQL } from "drizzle-orm";
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
