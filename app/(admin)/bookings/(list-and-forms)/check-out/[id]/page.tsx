import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { CheckOutForm } from "@/components/stay/check-out-form";
import { StayFacts } from "@/components/stay/stay-facts";
import { buttonVariants } from "@/components/ui/button";
import { RecordState } from "@/components/view/record-view";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { formatDate } from "@/lib/format";
import { getBooking } from "@/lib/server/services/bookings";
import { loadForPage } from "@/lib/server/services/records";
import { checkOutBasis } from "@/lib/server/services/stays";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("stay");
  return { title: t("checkOut.title") };
}

/** The stay as the check-out works from it: the same rows the server's check-out will read. */
async function loadCheckOut(id: string) {
  const booking = await getBooking(id);
  const { stay, defaultLeaveDate } = await checkOutBasis(id);
  return { booking, stay, defaultLeaveDate };
}

export default async function CheckOutPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const { id } = await params;
  // A role that may not check a resident out is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("stay"))("checkOut.title")} backHref={`/bookings/view-booking/${id}`} />;
  const t = await getTranslations("stay");
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
