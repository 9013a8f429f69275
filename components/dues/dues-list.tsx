import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { IfCan } from "@/components/auth/access";
import { NoData } from "@/components/data-table/no-data";
import { TableOrCards } from "@/components/data-table/table-or-cards";
import { RecordPaymentButton } from "@/components/payments/record-payment-dialog";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatPKR, formatYearMonth } from "@/lib/format";
import type { DuesRow } from "@/lib/server/services/dues";
import { RemindButton } from "./remind-button";

interface DuesListProps {
  rows: DuesRow[];
  total: { count: number; outstanding: number };
  currentPage: number;
  totalPages: number;
  /** Today on the hostel's calendar, YYYY-MM-DD. */
  today: string;
}

type ShortMonthKey = `m${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;

/** "2026-02" → "Feb" (Urdu: "فروری"), with the year when it is not this year's. */
function MonthChips({ periods, today }: { periods: string[]; today: string }) {
  const t = useTranslations("dues");
  const locale = useLocale();
  if (periods.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t("list.unpaidMonths")}>
      {periods.map((period) => {
        const short = t(`shortMonths.m${Number(period.slice(5, 7))}` as `shortMonths.${ShortMonthKey}`);
        return (
          <li
            key={period}
            title={formatYearMonth(period, locale)}
            className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
          >
            {period.startsWith(today.slice(0, 4)) ? short : `${short} ${period.slice(0, 4)}`}
          </li>
        );
      })}
    </ul>
  );
}

const daysOverdue = (row: DuesRow) => (row.daysOverdue > 0 ? String(row.daysOverdue) : "—");

function Actions({ row, wide = false }: { row: DuesRow; wide?: boolean }) {
  const width = wide ? "w-full" : undefined;
  return (
    <>
      <RecordPaymentButton bookingId={row.bookingId} owed={row.outstanding} residentName={row.studentName} size="sm" className={width} />
      <RemindButton bookingId={row.bookingId} className={width} />
    </>
  );
}

export const residentLink = (row: Pick<DuesRow, "bookingId" | "studentName">) => (
  <Link href={`/bookings/view-booking/${row.bookingId}`} className="font-medium underline-offset-4 hover:underline">
    {row.studentName}
  </Link>
);

/** The first two cells of a dues or credit row: the room, and the resident with the phone under the name. */
export function RoomAndResidentCells({ row }: { row: Pick<DuesRow, "bookingId" | "studentName" | "roomNumber" | "phone"> }) {
  return (
    <>
      <td className="whitespace-nowrap px-3 py-3">
        <Ltr>{row.roomNumber}</Ltr>
      </td>
      <td className="px-3 py-3">
        {residentLink(row)}
        <span className="block text-xs text-muted-foreground">
          <Ltr>{row.phone}</Ltr>
        </span>
      </td>
    </>
  );
}

/** The top of a dues or credit card: the resident, the room and phone, and the amount on the other side. */
export function ResidentCardHeading({
  row,
  amountLabel,
  amount,
  children,
}: {
  row: Pick<DuesRow, "bookingId" | "studentName" | "roomNumber" | "phone">;
  amountLabel: string;
  amount: React.ReactNode;
  /** More lines under the room and phone. */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="break-words">{residentLink(row)}</p>
        <p className="text-xs text-muted-foreground">
          <Ltr>{row.roomNumber}</Ltr> · <Ltr>{row.phone}</Ltr>
        </p>
        {children}
      </div>
      <p className="shrink-0 text-end">
        <span className="block text-xs text-muted-foreground">{amountLabel}</span>
        {amount}
      </p>
    </div>
  );
}

/**
 * Who owes what: a table where the screen is wide enough, else one card per resident with the
 * figures stacked and the buttons full width, so nothing needs sideways scrolling.
 */
export function DuesList({ rows, total, currentPage, totalPages, today }: DuesListProps) {
  const t = useTranslations("dues.list");
  const locale = useLocale();
  if (rows.length === 0) return <NoData text={t("empty")} />;
  const lastReminder = (row: DuesRow) => (row.lastReminderOn === today ? t("today") : formatDate(row.lastReminderOn));
  const headers = [
    t("columns.room"),
    t("columns.resident"),
    t("columns.months"),
    t("columns.owed"),
    t("columns.daysOverdue"),
    t("columns.lastPayment"),
    t("columns.lastReminder"),
  ];
  return (
    <TableOrCards
      wideFrom="5xl"
      caption={t("caption")}
      headers={headers}
      trailingHeader={
        // Record payment and Remind: for the roles that may change records (a viewer reads the list).
        <IfCan permission="records.write">
          <th scope="col" className="px-3 py-3 text-end font-semibold">
            {t("columns.actions")}
          </th>
        </IfCan>
      }
      rows={rows}
      tableRow={(row) => (
        <tr key={row.bookingId} className="hover:bg-muted/50">
          <RoomAndResidentCells row={row} />
          <td className="px-3 py-3">
            <MonthChips periods={row.unpaidPeriods} today={today} />
          </td>
          <td className="whitespace-nowrap px-3 py-3 font-semibold tabular-nums">{formatPKR(row.outstanding, locale)}</td>
          <td className="px-3 py-3 tabular-nums">{daysOverdue(row)}</td>
          <td className="whitespace-nowrap px-3 py-3 tabular-nums">{formatDate(row.lastPaymentOn)}</td>
          <td className="whitespace-nowrap px-3 py-3 tabular-nums">{lastReminder(row)}</td>
          <IfCan permission="records.write">
            <td className="px-3 py-2">
              <div className="flex justify-end gap-2">
                <Actions row={row} />
              </div>
            </td>
          </IfCan>
        </tr>
      )}
      card={(row) => (
        <li key={row.bookingId} className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
          <ResidentCardHeading
            row={row}
            amountLabel={t("columns.owed")}
            amount={<span className="font-semibold tabular-nums">{formatPKR(row.outstanding, locale)}</span>}
          />
          <MonthChips periods={row.unpaidPeriods} today={today} />
          <dl className="grid grid-cols-3 gap-2 text-xs">
            {[
              [t("columns.daysOverdue"), daysOverdue(row)],
              [t("columns.lastPayment"), formatDate(row.lastPaymentOn)],
              [t("columns.lastReminder"), lastReminder(row)],
            ].map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <IfCan permission="records.write">
            <div className="grid gap-2 @sm:grid-cols-2">
              <Actions row={row} wide />
            </div>
          </IfCan>
        </li>
      )}
      currentPage={currentPage}
      totalPages={totalPages}
    >
      <p className="text-sm font-medium text-muted-foreground">
        {t.rich("owe", {
          count: total.count,
          total: formatPKR(total.outstanding, locale),
          amount: (chunks) => <span className="text-foreground">{chunks}</span>,
        })}
      </p>
    </TableOrCards>
  );
}
