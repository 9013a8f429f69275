import Link from "next/link";
import { useTranslations } from "next-intl";
import { BedSingle, Plus } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { Ltr } from "@/components/ui/ltr";
import { VipBadge } from "@/components/rooms/room-badges";
import { OwedBadge, StayStatusBadge } from "./stay-badges";

export interface OccupancyRoom {
  _id: string;
  roomNumber: string;
  floorNumber: string | null;
  capacity: number;
  free: number;
  isVip: boolean;
  stays: { bookingId: string; studentName: string; status: string; outstanding: number }[];
}

const bedClass =
  "flex min-h-14 w-full flex-col justify-center gap-1 rounded-md border px-3 py-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** One room: a cell per bed, the resident (to his booking) or "Free" (to Add booking for this room). */
export function RoomCard({ room }: { room: OccupancyRoom }) {
  const t = useTranslations("occupancy.room");
  const headingId = `room-${room._id}`;
  const freeBeds = Math.max(room.free, 0);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-3 shadow-sm">
      <div className="mb-2 flex items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          <Ltr>{room.roomNumber}</Ltr>
        </h3>
        {room.isVip ? <VipBadge /> : null}
        <span className="ms-auto text-xs text-muted-foreground">{t("freeOf", { free: freeBeds, capacity: room.capacity })}</span>
      </div>
      <ul className="grid gap-2">
        {room.stays.map((stay) => (
          <li key={stay.bookingId}>
            <Link href={`/bookings/view-booking/${stay.bookingId}`} className={`${bedClass} bg-primary/5 hover:bg-primary/10`}>
              <span className="flex items-center gap-2 font-medium">
                <BedSingle className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 break-words">{stay.studentName}</span>
              </span>
              <span className="flex flex-wrap gap-1 empty:hidden">
                <StayStatusBadge status={stay.status} quiet />
                <OwedBadge amount={stay.outstanding} />
              </span>
            </Link>
          </li>
        ))}
        {Array.from({ length: freeBeds }, (_, bed) => (
          <li key={`free-${bed}`}>
            {/* A viewer sees the free bed; the roles that may book get the way to book it. */}
            <IfCan
              permission="records.write"
              otherwise={
                <div className={`${bedClass} border-dashed`}>
                  <span className="font-medium text-success">{t("free")}</span>
                  <span className="sr-only">{t("bedIn", { room: room.roomNumber })}</span>
                </div>
              }
            >
              <Link href={`/bookings/add-bookings?room=${room._id}`} className={`${bedClass} border-dashed hover:bg-muted`}>
                <span className="font-medium text-success">{t("free")}</span>
                <span className="sr-only">{t("bedIn", { room: room.roomNumber })}</span>
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Plus className="h-3 w-3" aria-hidden="true" />
                  {t("addBooking")}
                </span>
              </Link>
            </IfCan>
          </li>
        ))}
      </ul>
    </section>
  );
}
