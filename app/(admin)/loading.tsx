import { TableSpinner } from "@/components/data-table/list-screen";

// Shown while any admin screen loads its data.
export default function Loading() {
  return <TableSpinner />;
}
