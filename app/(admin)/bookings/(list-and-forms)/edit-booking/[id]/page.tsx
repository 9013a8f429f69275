import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditBookingForm } from "@/components/bookings/edit-booking-form";
import { PaymentHistory } from "@/components/bookings/payment-history";
import { roomChoiceOf } from "@/components/bookings/booking-figures";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { RecordState } from "@/components/view/record-view";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { getBooking } from "@/lib/server/services/bookings";
import { roomBedsFrom } from "@/lib/server/services/free-rooms";
import { loadForPage } from "@/lib/server/services/records";
import { hostelToday } from "@/lib/server/services/stays";
import { bookingEditFormSchema } from "@/lib/validations/bookings";
import { formShape } from "@/lib/validations/errors";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("editTitle") };
}

export default async function EditBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("bookings"))("editTitle")} backHref="/bookings" />;
  const t = await getTranslations("bookings");
  const { id } = await params;
  const today = hostelToday();
  // The beds are counted on the day a new room would take effect: a reservation's check-in, else today.
  const loaded = await loadForPage(async () => {
    const booking = await getBooking(id);
    const day = booking.status === "reserved" && booking.bookingDate > today ? booking.bookingDate : today;
    return { booking, rooms: { day, rooms: (await roomBedsFrom(day)).map(roomChoiceOf) } };
  });
  return (
    <FormScreen title={t("editTitle")} backHref="/bookings">
      <RecordState loaded={loaded} noun="booking">
        {({ booking, rooms }) => (
          <>
            <EditBookingForm booking={booking} rooms={rooms} today={today} shape={formShape(bookingEditFormSchema)} />
            <PaymentHistory payments={booking.paymentHistory} />
          </>
        )}
      </RecordState>
    </FormScreen>
  );
}
