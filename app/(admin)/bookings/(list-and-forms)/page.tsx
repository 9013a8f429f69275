import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Column, RowActions } from "@/components/data-table/data-table";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { ExportButton } from "@/components/data-table/export-button";
import { ListScreen } from "@/components/data-table/list-screen";
import { RecordList } from "@/components/data-table/record-list";
import { StayStatusBadge } from "@/components/occupancy/stay-badges";
import { Ltr } from "@/components/ui/ltr";
import { requireAdminPage } from "@/lib/server/auth/session";
import { listBookings } from "@/lib/server/services/bookings";
import { bookingListQueryOf } from "@/lib/validations/list";
import { formatDate, formatPKR, humanize } from "@/lib/format";
import { FLOORS, ROOM_TYPES } from "@/models/enums";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("list.title") };
}

type Booking = Awaited<ReturnType<typeof listBookings>>["rows"][number];

const actions: RowActions<Booking> = {
  viewHref: (row) => `/bookings/view-booking/${row._id}`,
  editHref: (row) => `/bookings/edit-booking/${row._id}`,
  delete: (row) => deleteActionOf("booking", row),
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  (values as readonly (string | null | undefined)[]).includes(value);

export default async function BookingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("bookings"), getLocale()]);
  const query = bookingListQueryOf(await searchParams);
  // What the stay owes today, or holds in credit (a reservation's advance, a refund still due).
  const balance = (amount: number) =>
    amount > 0 ? (
      <span className="font-medium text-destructive">{t("list.owed", { amount: formatPKR(amount, locale) })}</span>
    ) : amount < 0 ? (
      t("list.credit", { amount: formatPKR(-amount, locale) })
    ) : (
      <span className="text-muted-foreground">{t("list.nothingOwed")}</span>
    );
  const columns: Column<Booking>[] = [
    { header: t("list.customerName"), cell: (row) => row.studentName, className: "font-medium" },
    {
      header: t("list.roomNo"),
      // A room number with letters keeps its left-to-right order inside an Urdu row: "Room 1 (VIP)".
      cell: (row) => (
        <>
          <Ltr>{row.room.roomNumber}</Ltr>
          {row.room.isVip ? ` (${t("vip")})` : null}
        </>
      ),
    },
    {
      header: t("list.roomType"),
      cell: (row) => (isOneOf(ROOM_TYPES, row.room.roomType) ? t(`roomTypes.${row.room.roomType}`) : humanize(row.room.roomType)),
    },
    {
      header: t("list.floorNo"),
      cell: (row) => (isOneOf(FLOORS, row.room.floorNumber) ? t(`floors.${row.room.floorNumber}`) : humanize(row.room.floorNumber)),
    },
    { header: t("list.status"), cell: (row) => <StayStatusBadge status={row.status} /> },
    { header: t("list.checkIn"), cell: (row) => <Ltr>{formatDate(row.bookingDate)}</Ltr>, className: "tabular-nums whitespace-nowrap" },
    // The day the stay ended, or the day it is planned to end (a notice, a stay of days or weeks).
    { header: t("list.leaveDate"), cell: (row) => <Ltr>{formatDate(row.leaveDate)}</Ltr>, className: "tabular-nums whitespace-nowrap" },
    { header: t("list.balance"), cell: (row) => balance(row.balance), className: "tabular-nums whitespace-nowrap" },
  ];
  return (
    <ListScreen title={t("list.title")} addHref="/bookings/add-bookings" addLabel={t("list.add")} searchPlaceholder={t("list.search")}>
      <ExportButton list="bookings" />
      {/* Unlike the other lists, bookings number their rows by the server's page size, `limit`, which the API lets a client choose. */}
      <RecordList
        caption={t("list.title")}
        queryKey={`${query.page}:${query.limit}:${query.searchTerm}`}
        load={() => listBookings(query)}
        columns={columns}
        actions={actions}
      />
    </ListScreen>
  );
}
