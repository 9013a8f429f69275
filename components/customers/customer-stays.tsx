import Link from "next/link";
import { Eye } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { OwedBadge, StayStatusBadge } from "@/components/occupancy/stay-badges";
import { RecordPaymentButton } from "@/components/payments/record-payment-dialog";
import { RoomNumber } from "@/components/rooms/room-badges";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Ltr } from "@/components/ui/ltr";
import { DetailList } from "@/components/view/record-view";
import { formatDate, formatPKR, ltr } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { BookingApi } from "@/lib/server/services/bookings";

const viewLink = buttonVariants({ variant: "outline", size: "sm" });

type StaysText = ReturnType<typeof useTranslations<"customers.stays">>;

/** What a stay costs: the monthly rent, or the price of a days/weeks stay. */
const rentOf = (stay: BookingApi, t: StaysText, locale: Locale) =>
  stay.durationType === "months"
    ? t("rentMonthly", { amount: formatPKR(stay.monthlyRent, locale) })
    : t("rentShort", { amount: formatPKR(stay.totalPayment, locale), count: String(stay.durationValue), unit: stay.durationType });

/** "PKR 9,194 owed", "PKR 2,806 in advance" or "PKR 0". */
function balanceOf(balance: number, t: StaysText, locale: Locale) {
  if (balance > 0) return <span className="text-red-800">{t("owed", { amount: formatPKR(balance, locale) })}</span>;
  if (balance < 0) return <span className="text-success">{t("advance", { amount: formatPKR(-balance, locale) })}</span>;
  return formatPKR(0, locale);
}

/** The rooms a stay had, in order: "Room 3 → Room 12" (in Urdu read from the right: "Room 12 ← Room 3"). */
function roomsOf(stay: BookingApi, locale: Locale) {
  const numbers = [...new Set(stay.rooms.map((room) => room.roomNumber))];
  if (numbers.length === 0) return <Ltr>{stay.room.roomNumber}</Ltr>;
  return locale === "ur" ? numbers.map(ltr).join(" ← ") : numbers.join(" → ");
}

function CurrentStay({ stay, residentName }: { stay: BookingApi; residentName: string }) {
  const t = useTranslations("customers.stays");
  const locale = useLocale();
  const details = [
    { label: t("room"), value: <RoomNumber roomNumber={stay.room.roomNumber} isVip={stay.room.isVip} /> },
    { label: stay.status === "reserved" ? t("arrives") : t("since"), value: formatDate(stay.bookingDate) },
    { label: t("rent"), value: rentOf(stay, t, locale) },
    { label: t("balance"), value: balanceOf(stay.balance, t, locale) },
    ...(stay.leaveDate ? [{ label: t("leaves"), value: formatDate(stay.leaveDate) }] : []),
  ];
  return (
    <div className="grid gap-4 rounded-md border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StayStatusBadge status={stay.status} />
        <div className="ms-auto flex flex-wrap gap-2">
          <Link href={`/bookings/view-booking/${stay._id}`} className={viewLink}>
            <Eye aria-hidden="true" />
            {t("viewBooking")}
          </Link>
          <RecordPaymentButton bookingId={stay._id} owed={Math.max(stay.balance, 0)} residentName={residentName} size="sm" />
        </div>
      </div>
      <DetailList details={details} className="grid gap-x-6 gap-y-3 sm:grid-cols-2" />
    </div>
  );
}

function PastStay({ stay }: { stay: BookingApi }) {
  const t = useTranslations("customers.stays");
  const locale = useLocale();
  const to = stay.leaveDate ?? stay.rooms.at(-1)?.to ?? null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="font-medium">{roomsOf(stay, locale)}</span>
        <span className="text-sm tabular-nums text-muted-foreground">
          {formatDate(stay.bookingDate)} – {formatDate(to)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StayStatusBadge status={stay.status} />
        <OwedBadge amount={stay.balance} />
        <Link href={`/bookings/view-booking/${stay._id}`} className={viewLink}>
          <Eye aria-hidden="true" />
          {t.rich("viewStay", { date: formatDate(stay.bookingDate), sr: (chunks) => <span className="sr-only">{chunks}</span> })}
        </Link>
      </div>
    </li>
  );
}

/** The customer's stay now (room, since, rent, balance, "Record payment") and the stays before it. */
export function CustomerStays({ current, past, residentName }: { current: BookingApi[]; past: BookingApi[]; residentName: string }) {
  const t = useTranslations("customers.stays");
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">{t("current")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {current.length === 0 ? <p className="text-muted-foreground">{t("notStaying")}</p> : null}
          {current.map((stay) => (
            <CurrentStay key={stay._id} stay={stay} residentName={residentName} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">{t("past")}</CardTitle>
        </CardHeader>
        <CardContent>
          {past.length === 0 ? (
            <p className="text-muted-foreground">{t("noPast")}</p>
          ) : (
            <ul className="divide-y">
              {past.map((stay) => (
                <PastStay key={stay._id} stay={stay} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
