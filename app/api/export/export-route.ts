import "server-only";
import type { z, ZodType } from "zod";
import { csvResponse, toCsv, type CsvColumn } from "@/lib/csv";
import { config } from "@/lib/config";
import { formatDate } from "@/lib/format";
import { adminRoute } from "@/lib/http/route";
import { hostelTime } from "@/lib/time";
import { listQuerySchema } from "@/lib/validations/list";

interface LoadedPage<Row> {
  rows: Row[];
  totalPages: number;
}

interface ExportOptions<S extends ZodType, Row> {
  /** The file's name before the date, e.g. "customers". */
  name: string;
  /** The query the list screen sends (its search); default `?searchTerm=`. */
  query?: S;
  /** One page of the list, filtered and ordered as its screen shows it. */
  loadPage: (query: z.output<S>, page: number) => Promise<LoadedPage<Row>>;
  columns: CsvColumn<Row>[];
}

/**
 * GET /api/export/<list>: every row the list screen would show for its search, on all pages, as a CSV
 * download named "<list>-<today>.csv". The rows come page by page from the list's own query, so the
 * export matches the screen's search and order without a second copy of either.
 */
export function exportRoute<Row, S extends ZodType = typeof listQuerySchema>({ name, query, loadPage, columns }: ExportOptions<S, Row>) {
  return adminRoute({ permission: "read", query: query ?? listQuerySchema }, async (call) => {
    const rows: Row[] = [];
    for (let page = 1, lastPage = 1; page <= lastPage; page++) {
      const loaded = await loadPage(call.query as z.output<S>, page);
      rows.push(...loaded.rows);
      lastPage = loaded.totalPages;
    }
    const today = hostelTime(new Date(), config.timeZone).date;
    return csvResponse(`${name}-${today}.csv`, toCsv(columns, rows));
  });
}

/** A date or moment as DD-MM-YYYY on the hostel's clock; empty stays empty. */
export const csvDate = (value: string | Date | null | undefined) => (value ? formatDate(value) : null);

export const yesNo = (value: boolean) => (value ? "Yes" : "No");
