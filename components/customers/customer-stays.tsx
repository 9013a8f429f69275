import Link from "next/link";
import { Eye } from "lucide-react";
import { OwedBadge, StayStatusBadge } from "@/components/occupancy/stay-badges";
import { RecordPaymentButton } from "@/components/payments/record-payment-dialog";
import { RoomNumber } from "@/components/rooms/room-badges";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatPKR } from "@/lib/format";
import type { BookingApi } from "@/lib/services/bookings";

const viewLink = buttonVariants({ variant: "outline", size: "sm" });

/** What a stay costs: the monthly rent, or the price of a days/weeks stay. */
const rentOf = (stay: BookingApi) =>
  stay.durationType === "months" ? `${formatPKR(stay.monthlyRent)} a month` : `${formatPKR(stay.totalPayment)} for ${stay.durationValue} ${stay.durationType}`;

/** "PKR 9,194 owed", "PKR 2,806 in advance" or "PKR 0". */
function balanceOf(balance: number) {
  if (balance > 0) return <span className="text-red-800">{formatPKR(balance)} owed</span>;
  if (balance < 0) return <span className="text-success">{formatPKR(-balance)} in advance</span>;
  return formatPKR(0);
}

/** The rooms a stay had, in order: "Room 3 → Room 12". */
const roomsOf = (stay: BookingApi) => [...new Set(stay.rooms.map((room) => room.roomNumber))].join(" → ") || stay.room.roomNumber;

function CurrentStay({ stay, residentName }: { stay: BookingApi; residentName: string }) {
  const details = [
    { label: "Room", value: <RoomNumber roomNumber={stay.room.roomNumber} isVip={stay.room.isVip} /> },
    { label: stay.status === "reserved" ? "Arrives" : "Since", value: formatDate(stay.bookingDate) },
    { label: "Rent", value: rentOf(stay) },
    { label: "Balance", value: balanceOf(stay.balance) },
    ...(stay.leaveDate ? [{ label: "Leaves", value: formatDate(stay.leaveDate) }] : []),
  ];
  return (
    <div className="grid gap-4 rounded-md border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StayStatusBadge status={stay.status} />
        <div className="ms-auto flex flex-wrap gap-2">
          <Link href={`/bookings/view-booking/${stay._id}`} className={viewLink}>
            <Eye aria-hidden="true" />
            View booking
          </Link>
          <RecordPaymentButton bookingId={stay._id} owed={Math.max(stay.balance, 0)} residentName={residentName} size="sm" />
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {details.map((detail) => (
          <div key={detail.label} className="min-w-0">
            <dt className="text-xs font-medium text-muted-foreground">{detail.label}</dt>
            <dd className="mt-0.5 break-words font-medium">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function PastStay({ stay }: { stay: BookingApi }) {
  const to = stay.leaveDate ?? stay.rooms.at(-1)?.to ?? null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="font-medium">{roomsOf(stay)}</span>
        <span className="text-sm tabular-nums text-muted-foreground">
          {formatDate(stay.bookingDate)} – {formatDate(to)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StayStatusBadge status={stay.status} />
        <OwedBadge amount={stay.balance} />
        <Link href={`/bookings/view-booking/${stay._id}`} className={viewLink}>
          <Eye aria-hidden="true" />
          View<span className="sr-only"> stay of {formatDate(stay.bookingDate)}</span>
        </Link>
      </div>
    </li>
  );
}

/** The customer's stay now (room, since, rent, balance, "Record payment") and the stays before it. */
export function CustomerStays({ current, past, residentName }: { current: BookingApi[]; past: BookingApi[]; residentName: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">
            Current stay
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {current.length === 0 ? <p className="text-muted-foreground">Not staying at the hostel now.</p> : null}
          {current.map((stay) => (
            <CurrentStay key={stay._id} stay={stay} residentName={residentName} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-lg">
            Past stays
          </CardTitle>
        </CardHeader>
        <CardContent>
          {past.length === 0 ? (
            <p className="text-muted-foreground">No past stays.</p>
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
