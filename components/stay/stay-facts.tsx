import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatPKR } from "@/lib/format";
import { cn } from "@/lib/utils";
import { STAY_STATUSES } from "@/models/enums";
import type { Booking } from "./types";

/** The stay screens' translator ("stay" messages), as useTranslations gives it in a component. */
export type StayT = ReturnType<typeof useTranslations<"stay">>;

type StayStatus = (typeof STAY_STATUSES)[number];
const isStatus = (status: string): status is StayStatus => (STAY_STATUSES as readonly string[]).includes(status);

/** 'checked_out' → 'Checked out' (Urdu 'چیک آؤٹ ہو چکا'). */
export const statusLabel = (t: StayT, status: string) => (isStatus(status) ? t(`status.${status}`) : status);

/** The notice given (kept once checked out): "25-03-2026, leaving 31-03-2026", or "None". */
export const noticeText = (t: StayT, booking: Pick<Booking, "noticeDate" | "leaveDate">) =>
  booking.noticeDate
    ? t("facts.noticeGiven", { notice: formatDate(booking.noticeDate), leave: formatDate(booking.leaveDate) })
    : t("facts.none");

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
  const t = useTranslations("stay");
  const locale = useLocale();
  return (
    <div className="rounded-lg border bg-card p-4 sm:p-6">
      <Facts
        items={[
          [t("facts.resident"), booking.studentName],
          [t("facts.room"), <Ltr key="room">{booking.room.roomNumber}</Ltr>],
          [t("facts.checkIn"), formatDate(booking.bookingDate)],
          [t("facts.status"), statusLabel(t, booking.status)],
          [t("facts.monthlyRent"), formatPKR(booking.monthlyRent, locale)],
          [t("facts.deposit"), formatPKR(booking.securityCharges, locale)],
          [t("facts.notice"), noticeText(t, booking)],
        ]}
      />
    </div>
  );
}
