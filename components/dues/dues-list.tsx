import Link from "next/link";
import { NoData } from "@/components/data-table/no-data";
import { Pagination } from "@/components/data-table/pagination";
import { RecordPaymentButton } from "@/components/payments/record-payment-dialog";
import { formatDate, formatPKR, formatYearMonth } from "@/lib/format";
import type { DuesRow } from "@/lib/services/dues";
import { RemindButton } from "./remind-button";

/** A dues row; `language` (the resident's reminder language) when the service gives it. */
type Row = DuesRow & { language?: "en" | "ur" };

interface DuesListProps {
  rows: Row[];
  total: { count: number; outstanding: number };
  currentPage: number;
  totalPages: number;
  /** Today on the hostel's calendar, YYYY-MM-DD. */
  today: string;
}

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-02" → "Feb", with the year when it is not this year's. */
function MonthChips({ periods, today }: { periods: string[]; today: string }) {
  if (periods.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Unpaid months">
      {periods.map((period) => {
        const short = SHORT_MONTHS[Number(period.slice(5, 7)) - 1];
        return (
          <li key={period} title={formatYearMonth(period)} className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {period.startsWith(today.slice(0, 4)) ? short : `${short} ${period.slice(0, 4)}`}
          </li>
        );
      })}
    </ul>
  );
}

const daysOverdue = (row: Row) => (row.daysOverdue > 0 ? String(row.daysOverdue) : "—");
const lastReminder = (row: Row, today: string) => (row.lastReminderOn === today ? "today" : formatDate(row.lastReminderOn));

function Actions({ row, wide = false }: { row: Row; wide?: boolean }) {
  const width = wide ? "w-full" : undefined;
  return (
    <>
      <RecordPaymentButton bookingId={row.bookingId} owed={row.outstanding} residentName={row.studentName} size="sm" className={width} />
      <RemindButton bookingId={row.bookingId} language={row.language ?? "en"} className={width} />
    </>
  );
}

const residentLink = (row: Row) => (
  <Link href={`/bookings/view-booking/${row.bookingId}`} className="font-medium underline-offset-4 hover:underline">
    {row.studentName}
  </Link>
);

/**
 * Who owes what: a table where the screen is wide enough, else one card per resident with the
 * figures stacked and the buttons full width, so nothing needs sideways scrolling.
 */
export function DuesList({ rows, total, currentPage, totalPages, today }: DuesListProps) {
  if (rows.length === 0) return <NoData text="No dues found." />;
  return (
    <div className="@container grid gap-3">
      <p className="text-sm font-medium text-muted-foreground">
        {total.count === 1 ? "1 resident owes" : `${total.count} residents owe`} <span className="text-foreground">{formatPKR(total.outstanding)}</span>
      </p>

      <div className="hidden rounded-lg border bg-card @5xl:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">Dues</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              {["Room", "Resident", "Months", "Owed", "Days overdue", "Last payment", "Last reminder"].map((header) => (
                <th key={header} scope="col" className="px-3 py-3 font-semibold">
                  {header}
                </th>
              ))}
              <th scope="col" className="px-3 py-3 text-end font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.bookingId} className="hover:bg-muted/50">
                <td className="whitespace-nowrap px-3 py-3">{row.roomNumber}</td>
                <td className="px-3 py-3">
                  {residentLink(row)}
                  <span className="block text-xs text-muted-foreground">{row.phone}</span>
                </td>
                <td className="px-3 py-3">
                  <MonthChips periods={row.unpaidPeriods} today={today} />
                </td>
                <td className="whitespace-nowrap px-3 py-3 font-semibold tabular-nums">{formatPKR(row.outstanding)}</td>
                <td className="px-3 py-3 tabular-nums">{daysOverdue(row)}</td>
                <td className="whitespace-nowrap px-3 py-3 tabular-nums">{formatDate(row.lastPaymentOn)}</td>
                <td className="whitespace-nowrap px-3 py-3 tabular-nums">{lastReminder(row, today)}</td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    <Actions row={row} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 @5xl:hidden" aria-label="Dues">
        {rows.map((row) => (
          <li key={row.bookingId} className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-words">{residentLink(row)}</p>
                <p className="text-xs text-muted-foreground">
                  {row.roomNumber} · {row.phone}
                </p>
              </div>
              <p className="shrink-0 text-end">
                <span className="block text-xs text-muted-foreground">Owed</span>
                <span className="font-semibold tabular-nums">{formatPKR(row.outstanding)}</span>
              </p>
            </div>
            <MonthChips periods={row.unpaidPeriods} today={today} />
            <dl className="grid grid-cols-3 gap-2 text-xs">
              {[
                ["Days overdue", daysOverdue(row)],
                ["Last payment", formatDate(row.lastPaymentOn)],
                ["Last reminder", lastReminder(row, today)],
              ].map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-2 @sm:grid-cols-2">
              <Actions row={row} wide />
            </div>
          </li>
        ))}
      </ul>

      <Pagination currentPage={currentPage} totalPages={totalPages} />
    </div>
  );
}
