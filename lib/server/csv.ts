// CSV files for spreadsheets (RFC 4180), as Excel opens them: UTF-8 with a byte order mark, or Excel
// reads the bytes as the local code page and Urdu names turn into mojibake.

export const BOM = "\uFEFF";

export type CsvValue = string | number | null | undefined;

/** One column of an export: its header and the cell of each row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

// A text cell starting with one of these is run as a formula by spreadsheets (CSV injection), e.g. a
// customer named "=HYPERLINK(...)". The apostrophe makes the spreadsheet show the text as typed.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are; text guarded against formulas, quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, the header line, one line per row, CRLF line ends. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(","));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** A download of `fileName` (ASCII, e.g. "customers-2026-03-10.csv"). */
export function csvResponse(fileName: string, csv: string): Response {
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
