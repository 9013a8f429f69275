import { useTranslations } from "next-intl";
import { Ltr } from "@/components/ui/ltr";
import { cn } from "@/lib/utils";

const badge = "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold leading-none whitespace-nowrap";

const ROOM_STATUSES = ["Available", "Occupied"] as const;
const isRoomStatus = (status: string): status is (typeof ROOM_STATUSES)[number] => (ROOM_STATUSES as readonly string[]).includes(status);

/** The small 'VIP' mark of rooms 1, 13, 14, 26 and 27. */
export function VipBadge({ className }: { className?: string }) {
  const t = useTranslations("rooms.vip");
  return (
    <span className={cn(badge, "border-amber-300 bg-amber-100 text-amber-900", className)} title={t("title")}>
      {t("badge")}
    </span>
  );
}

/** A room number, followed by the VIP mark when the room is a VIP room. */
export function RoomNumber({ roomNumber, isVip, className }: { roomNumber: string; isVip: boolean; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 whitespace-nowrap", className)}>
      <Ltr>{roomNumber}</Ltr>
      {isVip ? <VipBadge /> : null}
    </span>
  );
}

/** 'Available' in green, 'Occupied' (no bed left) in red. */
export function RoomStatusBadge({ status }: { status: string }) {
  const t = useTranslations("rooms.status");
  const occupied = status.toLowerCase() === "occupied";
  return (
    <span
      className={cn(
        badge,
        occupied ? "border-destructive/30 bg-destructive/10 text-destructive" : "border-success/30 bg-success/10 text-success",
      )}
    >
      {isRoomStatus(status) ? t(status) : status}
    </span>
  );
}
