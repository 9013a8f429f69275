import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditBookingForm } from "@/components/bookings/edit-booking-form";
import { PaymentHistory } from "@/components/bookings/payment-history";
import { roomChoiceOf } from "@/components/bookings/booking-figures";
import { FormScreen } from "@/components/form/form-screen";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { getBooking } from "@/lib/services/bookings";
import { loadForPage } from "@/lib/services/records";
import { allRooms } from "@/lib/services/rooms";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("editTitle") };
}

export default async function EditBookingPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const t = await getTranslations("bookings");
  const { id } = await params;
  const [loaded, rooms] = await Promise.all([loadForPage(() => getBooking(id)), allRooms()]);
  const roomChoices = rooms.map(roomChoiceOf);
  return (
    <FormScreen title={t("editTitle")} backHref="/bookings">
      <RecordState loaded={loaded} noun="booking">
        {(booking) => (
          <>
            <EditBookingForm booking={booking} rooms={roomChoices} />
            <PaymentHistory payments={booking.paymentHistory} />
          </>
        )}
      </RecordState>
    </FormScreen>
  );
}
