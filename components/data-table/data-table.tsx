import type * as React from "react";
import Link from "next/link";
import { Eye, Pencil } from "lucide-react";
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

const iconLink = cn(buttonVariants({ variant: "ghost", size: "icon" }), "h-8 w-8");

/** A list screen's table: Sr # = (page-1)*pageSize + index + 1, the columns, view/edit/delete per row, and paging. */
export function DataTable<Row extends { _id: string }>({ rows, columns, actions, currentPage, totalPages, pageSize, caption }: DataTableProps<Row>) {
  if (rows.length === 0) return <NoData />;
  return (
    <>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Sr #
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                  {column.header}
                </th>
              ))}
              <th scope="col" className="sticky right-0 bg-muted px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row, index) => (
              <tr key={row._id} className="hover:bg-muted/50">
                <td className="px-4 py-3 tabular-nums text-muted-foreground">{(currentPage - 1) * pageSize + index + 1}</td>
                {columns.map((column) => (
                  <td key={column.header} className={cn("px-4 py-3", column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="sticky right-0 bg-card px-4 py-2">
                  <div className="flex justify-end gap-1">
                    <Link href={actions.viewHref(row)} className={iconLink} aria-label="View" title="View">
                      <Eye aria-hidden="true" />
                    </Link>
                    <Link href={actions.editHref(row)} className={iconLink} aria-label="Edit" title="Edit">
                      <Pencil aria-hidden="true" />
                    </Link>
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
