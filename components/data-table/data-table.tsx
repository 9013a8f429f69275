import type * as React from "react";
import Link from "next/link";
import { Eye, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { IfCan } from "@/components/auth/access";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { DeleteButton, type DeleteAction } from "./delete-button";
import { NoData } from "./no-data";
import { Pagination } from "./pagination";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  className?: string;
}

export interface RowActions<Row> {
  viewHref: (row: Row) => string;
  editHref: (row: Row) => string;
  delete: (row: Row) => DeleteAction;
}

interface DataTableProps<Row extends { _id: string }> {
  rows: Row[];
  columns: Column<Row>[];
  actions: RowActions<Row>;
  currentPage: number;
  totalPages: number;
  pageSize: number;
  /** What the table lists, for its accessible name, e.g. "Customers". */
  caption: string;
}

const iconLink = cn(buttonVariants({ variant: "ghost", size: "icon" }), "h-10 w-10 md:h-8 md:w-8");

/**
 * A list screen's table: Sr # = (page-1)*pageSize + index + 1, the columns, view/edit/delete per row (edit
 * and delete only for the roles that may use them), and
 * paging. Below 768 px each row is a card (every value under its column's name, the actions at its foot),
 * so a phone never scrolls sideways; it stays one table in the page, styled two ways.
 */
export function DataTable<Row extends { _id: string }>({
  rows,
  columns,
  actions,
  currentPage,
  totalPages,
  pageSize,
  caption,
}: DataTableProps<Row>) {
  const t = useTranslations("common");
  if (rows.length === 0) return <NoData />;
  // On a card a value may break anywhere, so a long e-mail or CNIC wraps whole and readable instead of
  // widening the card (and the page) past the screen; the table above 768 px keeps words whole.
  const cell =
    "flex min-w-0 justify-between gap-4 py-1 text-end [overflow-wrap:anywhere] before:shrink-0 before:text-start before:font-medium before:text-muted-foreground before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:text-start md:[overflow-wrap:break-word] md:before:content-none";
  return (
    <>
      <div className="md:overflow-x-auto md:rounded-lg md:border md:bg-card">
        <table className="block w-full text-start text-sm md:table md:min-w-[640px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="hidden bg-muted text-xs text-muted-foreground md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("table.serial")}
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                  {column.header}
                </th>
              ))}
              <th scope="col" className="sticky end-0 bg-muted px-4 py-3 text-end font-semibold">
                {t("table.actions")}
              </th>
            </tr>
          </thead>
          <tbody className="grid grid-cols-1 gap-3 md:table-row-group md:divide-y">
            {rows.map((row, index) => (
              <tr
                key={row._id}
                className="block min-w-0 rounded-lg border bg-card px-4 py-2 md:table-row md:rounded-none md:border-0 md:p-0 md:hover:bg-muted/50"
              >
                <td data-label={t("table.serial")} className={cn(cell, "tabular-nums text-muted-foreground")}>
                  {(currentPage - 1) * pageSize + index + 1}
                </td>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header} className={cn(cell, column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="mt-1 block border-t pt-2 md:sticky md:end-0 md:mt-0 md:table-cell md:border-t-0 md:bg-card md:px-4 md:py-2">
                  <div className="flex justify-end gap-1">
                    <Link href={actions.viewHref(row)} className={iconLink} aria-label={t("view")} title={t("view")}>
                      <Eye aria-hidden="true" />
                    </Link>
                    {/* Edit for the roles that may change records, Delete for those that may delete (owners). */}
                    <IfCan permission="records.write">
                      <Link href={actions.editHref(row)} className={iconLink} aria-label={t("edit")} title={t("edit")}>
                        <Pencil aria-hidden="true" />
                      </Link>
                    </IfCan>
                    <DeleteButton action={actions.delete(row)} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination currentPage={currentPage} totalPages={totalPages} />
    </>
  );
}
