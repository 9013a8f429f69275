import { TableSpinner } from "@/components/data-table/list-screen";

/**
 * The spinner an area's loading.tsx shows while its screen loads. Each area has its own loading.tsx
 * rather than one for the whole admin group: a loading boundary above the not-found catch-all would
 * start the response (status 200) before the page could answer 404.
 *
 * The views and prints that show one record's figures (the stay view, the settlement slip, the receipt,
 * the register's prints, the month's electricity bills) have none: behind a boundary the spinner paints
 * first and the page arrives later in the stream, to be shown by a script after the browser has run the
 * panel's code (on a mobile phone's CPU, Lighthouse put their largest paint at 3–4 s). Without one they
 * paint whole at once.
 */
export function ScreenLoading() {
  return <TableSpinner />;
}
