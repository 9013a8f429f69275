import type { ReactNode } from "react";
import { Pagination } from "@/components/data-table/pagination";
import { Ltr } from "@/components/ui/ltr";
import { paymentModeLabel } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

// A list laid out as a table where its container is wide enough, else as one card per row, so nothing
// scrolls sideways on a phone; and the parts the money lists (receipts, expenses) share. Server code.

/** From which container width the table shows instead of the cards (literal classes, for Tailwind). */
const WIDE = {
  "3xl": { table: "@3xl:block", cards: "@3xl:hidden" },
  "4xl": { table: "@4xl:block", cards: "@4xl:hidden" },
  "5xl": { table: "@5xl:block", cards: "@5xl:hidden" },
} as const;

export function TableOrCards<Row>({
  wideFrom,
  caption,
  headers,
  trailingHeader,
  rows,
  tableRow,
  card,
  currentPage,
  totalPages,
  children,
}: {
  wideFrom: keyof typeof WIDE;
  /** The table's caption (read by screen readers) and the cards' list name. */
  caption: string;
  headers: string[];
  /** A last header cell, such as the actions' one. */
  trailingHeader?: ReactNode;
  rows: Row[];
  /** A row's `<tr>`, with its key. */
  tableRow: (row: Row) => ReactNode;
  /** A row's `<li>`, with its key. */
  card: (row: Row) => ReactNode;
  currentPage: number;
  totalPages: number;
  /** What stands above the list, such as its total. */
  children?: ReactNode;
}) {
  return (
    <div className="@container grid gap-3">
      {children}
      <div className={cn("hidden rounded-lg border bg-card", WIDE[wideFrom].table)}>
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-3 py-3 text-start font-semibold">
                  {header}
                </th>
              ))}
              {trailingHeader}
            </tr>
          </thead>
          <tbody className="divide-y">{rows.map(tableRow)}</tbody>
        </table>
      </div>

      <ul className={cn("grid gap-3", WIDE[wideFrom].cards)} aria-label={caption}>
        {rows.map(card)}
      </ul>

      <Pagination currentPage={currentPage} totalPages={totalPages} />
    </div>
  );
}

/** A money line as the receipts and expenses lists show it. */
interface MoneyLine {
  voided: boolean;
  mode: string;
  reference: string | null;
  recordedBy: { username: string } | null;
}

/** A voided line's text is struck through. */
export const struckIf = (row: Pick<MoneyLine, "voided">) => (row.voided ? "text-muted-foreground line-through" : undefined);

/** A money line's last three cells: its mode, reference and who recorded it. */
export function ModeReferenceRecordedByCells({ row, locale }: { row: MoneyLine; locale: Locale }) {
  const struck = struckIf(row);
  return (
    <>
      <td className={cn("whitespace-nowrap px-3 py-3", struck)}>{paymentModeLabel(row.mode, locale)}</td>
      <td className={cn("px-3 py-3 break-all", struck)}>{row.reference ? <Ltr>{row.reference}</Ltr> : "—"}</td>
      <td className={cn("px-3 py-3", struck)}>{row.recordedBy?.username || "—"}</td>
    </>
  );
}

/** The same on a money line's card, with `between` (a note) after the reference. */
export function ModeReferenceRecordedByList({
  row,
  locale,
  labels,
  between,
}: {
  row: MoneyLine;
  locale: Locale;
  labels: { mode: string; reference: string; recordedBy: string };
  between?: ReactNode;
}) {
  return (
    <dl className={cn("grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm", struckIf(row))}>
      <dt className="text-muted-foreground">{labels.mode}</dt>
      <dd>{paymentModeLabel(row.mode, locale)}</dd>
      {row.reference ? (
        <>
          <dt className="text-muted-foreground">{labels.reference}</dt>
          <dd className="break-all">
            <Ltr>{row.reference}</Ltr>
          </dd>
        </>
      ) : null}
      {between}
      <dt className="text-muted-foreground">{labels.recordedBy}</dt>
      <dd>{row.recordedBy?.username || "—"}</dd>
    </dl>
  );
}
