import { TableSpinner } from "@/components/data-table/list-screen";

/**
 * The spinner an area's loading.tsx shows while its screen loads. Each area has its own loading.tsx
 * rather than one for the whole admin group: a loading boundary above the not-found catch-all would
 * start the response (status 200) before the page could answer 404.
 */
export function ScreenLoading() {
  return <TableSpinner />;
}
