import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { hostelNow } from "@/lib/format-time";
import { BookingReport } from "@/components/bookings/booking-report";
import { PrintButton } from "@/components/bookings/print-button";
import { LedgerSection } from "@/components/stay/ledger-section";
import { ExtrasSection, extraChoices } from "@/components/stay/extras-section";
import { RecordState, RecordActions } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/server/auth/session";
import { config } from "@/lib/server/config";
import { getBooking } from "@/lib/server/services/bookings";
import { loadForPage } from "@/lib/server/services/records";
import { getChargeTypes, getSettings, printedHostel } from "@/lib/server/services/settings";
import { listSubscriptions } from "@/lib/server/services/extras";
import { hostelToday, stayLedger } from "@/lib/server/services/stays";
import { getStudent } from "@/lib/server/services/students";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { PoliceReportBlock } from "@/components/register/police-report-block";
import { can } from "@/lib/permissions";
import { registerLineOf } from "@/lib/server/services/register";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("viewTitle") };
}

export default async function ViewBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("bookings"), getLocale()]);
  const { id } = await params;
  const loaded = await loadForPage(async () => {
    const booking = await getBooking(id);
    // A booking's customer cannot be deleted while it exists; should the read fail, the booking's name still shows.
    const customer = booking.studentId ? await getStudent(booking.studentId).catch(() => null) : null;
    const [ledger, hostel, subscriptions, chargeTypes, { houseRules, register }, registerLine] = await Promise.all([
      stayLedger(id),
      printedHostel(),
      listSubscriptions(id),
      getChargeTypes(),
      getSettings(),
      registerLineOf(id),
    ]);
    return { booking, customer, ledger, hostel, subscriptions, chargeTypes, houseRules, register, registerLine };
  });
  return (
    <RecordState loaded={loaded} noun="booking">
      {({ booking, customer, ledger, hostel, subscriptions, chargeTypes, houseRules, register, registerLine }) => (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
            <Link href="/bookings" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
              {t("back")}
            </Link>
            <div className="flex flex-wrap gap-2">
              <PrintButton />
              <RecordActions editHref={`/bookings/edit-booking/${booking._id}`} remove={deleteActionOf("booking", booking, "view")} />
            </div>
          </div>
          {/* What is owed now and what to do next lead; the spec's printable report (the agreed term) follows. */}
          <LedgerSection
            booking={booking}
            ledger={ledger}
            today={hostelToday()}
            houseRules={houseRules}
            oneOffTypes={extraChoices(chargeTypes, "one_off", locale)}
          />
          <ExtrasSection
            bookingId={booking._id}
            status={ledger.status}
            checkIn={booking.bookingDate}
            today={hostelToday()}
            subscriptions={subscriptions}
            chargeTypes={chargeTypes}
          />
          {/* The stay's police report (docs/register.md). */}
          <PoliceReportBlock
            line={registerLine}
            hours={register.reportWithinHours}
            station={register.policeStation}
            canRecord={can(admin.access, "records.write")}
            canCorrect={can(admin.access, "register.correct")}
          />
          <BookingReport
            hostel={hostel}
            booking={booking}
            customer={customer}
            houseRules={houseRules}
            printedOn={hostelNow(config.timeZone, locale)}
            timeZone={config.timeZone}
          />
        </div>
      )}
    </RecordState>
  );
}
