import type { ReactNode } from "react";
import { formatDate, formatPKR } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { Booking } from "./types";

const STATUS_LABELS: Record<string, string> = { reserved: "Reserved", active: "Active", notice: "On notice", checked_out: "Checked out", cancelled: "Cancelled" };

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** The notice given (kept once checked out): "25-03-2026, leaving 31-03-2026", or "None". */
export const noticeText = (booking: Pick<Booking, "noticeDate" | "leaveDate">) =>
  booking.noticeDate ? `${formatDate(booking.noticeDate)}, leaving ${formatDate(booking.leaveDate)}` : "None";

/** Labelled values in a grid, as the stay screens show a stay's facts. */
export function Facts({ items, className }: { items: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3", className)}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who stays where since when, at what rent, and any notice: the head of the check-out screen. */
export function StayFacts({ booking }: { booking: Booking }) {
  return (
    <div className="rounded-lg border bg-card p-4 sm:p-6">
      <Facts
        items={[
          ["Resident", booking.studentName],
          ["Room", booking.room.roomNumber],
          ["Check-in", formatDate(booking.bookingDate)],
          ["Status", statusLabel(booking.status)],
          ["Monthly rent", formatPKR(booking.monthlyRent)],
          ["Deposit", formatPKR(booking.securityCharges)],
          ["Notice", noticeText(booking)],
        ]}
      />
    </div>
  );
}
