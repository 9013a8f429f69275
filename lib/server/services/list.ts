import "server-only";
import { count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/server/db";
import { storedFormOf } from "@/lib/phone";
import { searchableText } from "@/models/columns";
import { PAGE_SIZE } from "@/models/enums";

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

/** A table of plain records (staff, workers, monthly records, maintenance), listed newest first. */
export type RecordTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

const newestFirst = (table: RecordTable) => [desc(table.createdAt), desc(table.id)];

/** One page (PAGE_SIZE rows) of a table's records that match `where`, newest first, as the API shows them. */
export async function pageOfRecords<Table extends RecordTable, T>(
  table: Table,
  where: SQL | undefined,
  page: number,
  toApi: (row: Table["$inferSelect"]) => T,
): Promise<Page<T>> {
  const db = await getDb();
  const rows = await db
    .select({ row: table, total: totalOfMatches })
    .from(table as PgTable)
    .where(where)
    .orderBy(...newestFirst(table))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page, PAGE_SIZE));
  return countedPage(rows as { row: Table["$inferSelect"]; total: number }[], ({ row }) => toApi(row), {
    page,
    pageSize: PAGE_SIZE,
    countAll: async () =>
      (
        await db
          .select({ value: count() })
          .from(table as PgTable)
          .where(where)
      )[0]?.value ?? 0,
  });
}

/** Every record of a table, newest first, as the API shows them (the "get all" calls). */
export async function allRecords<Table extends RecordTable, T>(table: Table, toApi: (row: Table["$inferSelect"]) => T): Promise<T[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(table as PgTable)
    .orderBy(...newestFirst(table));
  return (rows as Table["$inferSelect"][]).map(toApi);
}

/** One record of a table by its id; undefined when there is none. */
export async function recordById<Table extends RecordTable>(table: Table, id: string): Promise<Table["$inferSelect"] | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row as Table["$inferSelect"] | undefined;
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
