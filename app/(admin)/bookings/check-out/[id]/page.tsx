import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { FormScreen } from "@/components/form/form-screen";
import { CheckOutForm } from "@/components/stay/check-out-form";
import type { StayForCheckOut } from "@/components/stay/check-out-preview";
import { StayFacts } from "@/components/stay/stay-facts";
import { buttonVariants } from "@/components/ui/button";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { formatDate } from "@/lib/format";
import { getBooking } from "@/lib/services/bookings";
import { loadForPage } from "@/lib/services/records";
import { hostelToday, loadStay, stayLedger } from "@/lib/services/stays";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("stay");
  return { title: t("checkOut.title") };
}

/** The stay as the check-out works from it: the same rows the server's check-out will read. */
async function loadCheckOut(id: string) {
  const booking = await getBooking(id);
  const ledger = await stayLedger(id);
  const { roomsHeld } = await loadStay(await getDb(), id, false);
  const today = hostelToday();
  const stay: StayForCheckOut = {
    today,
    checkIn: booking.bookingDate,
    monthly: booking.durationType === "months",
    parts: roomsHeld.map((held) => ({ from: held.fromDate, monthlyRent: held.monthlyRent })),
    currentRent: roomsHeld.at(-1)?.monthlyRent ?? booking.monthlyRent,
    noticeDate: booking.status === "notice" ? booking.noticeDate : null,
    deposit: booking.securityCharges,
    charges: ledger.charges.map(({ kind, period, amount, chargedOn, dueOn }) => ({ kind, period, amount, chargedOn, dueOn })),
    paid: ledger.totals.paid,
  };
  const noticeLeave = booking.status === "notice" && booking.leaveDate && booking.leaveDate <= today ? booking.leaveDate : null;
  return { booking, stay, defaultLeaveDate: noticeLeave ?? today };
}

export default async function CheckOutPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const t = await getTranslations("stay");
  const { id } = await params;
  const loaded = await loadForPage(() => loadCheckOut(id));
  return (
    <FormScreen title={t("checkOut.title")} backHref={`/bookings/view-booking/${id}`}>
      <RecordState loaded={loaded} noun="booking">
        {({ booking, stay, defaultLeaveDate }) => (
          <>
            <StayFacts booking={booking} />
            {booking.status === "active" || booking.status === "notice" ? (
              <CheckOutForm bookingId={booking._id} updatedAt={booking.updatedAt} stay={stay} defaultLeaveDate={defaultLeaveDate} />
            ) : (
              <div className="grid gap-3 rounded-lg border bg-card p-6">
                <p>
                  {booking.status === "checked_out"
                    ? t("checkOut.checkedOut", { name: booking.studentName, date: formatDate(booking.leaveDate) })
                    : booking.status === "cancelled"
                      ? t("checkOut.cancelled")
                      : t("checkOut.notBegun", { date: formatDate(booking.bookingDate) })}
                </p>
                {booking.status === "checked_out" ? (
                  <Link href={`/bookings/settlement/${booking._id}`} className={buttonVariants({ className: "w-fit" })}>
                    {t("checkOut.openSlip")}
                  </Link>
                ) : null}
              </div>
            )}
          </>
        )}
      </RecordState>
    </FormScreen>
  );
}
