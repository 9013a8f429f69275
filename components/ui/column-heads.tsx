import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A column of a table's header row; `className` adds to (or overrides) the row's cell classes. */
export interface ColumnHead {
  label: ReactNode;
  className?: string;
}

/**
 * The header cells of a table, one `<th scope="col">` a column, each with `cell` (padding, weight) and
 * its own classes (alignment, hiding on a phone). A column given as `false` is left out.
 */
export function ColumnHeads({ cell, columns }: { cell: string; columns: (ColumnHead | false)[] }) {
  return (
    <>
      {columns.map((column, index) =>
        column ? (
          <th key={index} scope="col" className={cn(cell, column.className)}>
            {column.label}
          </th>
        ) : null,
      )}
    </>
  );
}
