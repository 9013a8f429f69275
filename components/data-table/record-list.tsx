import { Suspense } from "react";
import { PAGE_SIZE } from "@/models/enums";
import { DataTable, type Column, type RowActions } from "./data-table";
import { ListTotal, TableSpinner } from "./list-screen";

export interface LoadedPage<Row> {
  rows: Row[];
  total: number;
  totalPages: number;
  currentPage: number;
  /** Rows per page when the list has its own (bookings' `limit`). */
  limit?: number;
}

interface RecordListProps<Row extends { _id: string }> {
  /** Changes with the page and search: a new key shows the spinner while that page loads. */
  queryKey: string;
  load: () => Promise<LoadedPage<Row>>;
  columns: Column<Row>[];
  actions: RowActions<Row>;
  caption: string;
  /** A line such as 'Total Staff: 12' above the table. */
  totalLabel?: string;
}

/** A list screen's table, loaded on the server, with a spinner while the page loads. */
export function RecordList<Row extends { _id: string }>(props: RecordListProps<Row>) {
  return (
    <Suspense key={props.queryKey} fallback={<TableSpinner />}>
      <LoadedTable {...props} />
    </Suspense>
  );
}

async function LoadedTable<Row extends { _id: string }>({ load, columns, actions, caption, totalLabel }: RecordListProps<Row>) {
  const page = await load();
  return (
    <>
      {totalLabel ? <ListTotal label={totalLabel} total={page.total} /> : null}
      <DataTable
        caption={caption}
        rows={page.rows}
        columns={columns}
        actions={actions}
        currentPage={page.currentPage}
        totalPages={page.totalPages}
        pageSize={page.limit ?? PAGE_SIZE}
      />
    </>
  );
}
