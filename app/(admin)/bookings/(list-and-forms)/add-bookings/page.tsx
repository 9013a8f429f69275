import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AddBookingForm } from "@/components/bookings/add-booking-form";
import { CUSTOMERS_LISTED, customerChoiceOf, roomChoiceOf } from "@/components/bookings/booking-figures";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { extraChoices } from "@/components/stay/extras-section";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { roomBedsFrom } from "@/lib/server/services/free-rooms";
import { getChargeTypes } from "@/lib/server/services/settings";
import { listStudents } from "@/lib/server/services/students";
import { hostelToday } from "@/lib/server/services/stays";
import { bookingSchema } from "@/lib/validations/bookings";
import { formShape } from "@/lib/validations/errors";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("addTitle") };
}

export default async function AddBookingPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("bookings"))("addTitle")} backHref="/bookings" />;
  const t = await getTranslations("bookings");
  // `?room=<id>`: the room chosen on the Occupancy screen.
  const { room } = await searchParams;
  const today = hostelToday();
  // Only the newest customers: the picker asks the server for the others as the admin types. One with an
  // open stay on the booking date is listed, but cannot be chosen for a second one (lib/money/one-bed.ts).
  const [newest, rooms, chargeTypes, locale] = await Promise.all([
    listStudents({ page: 1, searchTerm: "", limit: CUSTOMERS_LISTED, bookingFrom: today }),
    roomBedsFrom(today),
    getChargeTypes(),
    getLocale(),
  ]);
  const customers = {
    term: "",
    day: today,
    customers: newest.rows.map((row) => customerChoiceOf({ ...row, openStay: row.openStay ?? null })),
  };
  const roomChoices = { day: today, rooms: rooms.map(roomChoiceOf) };
  return (
    <FormScreen title={t("addTitle")} backHref="/bookings">
      <AddBookingForm
        customers={customers}
        rooms={roomChoices}
        today={today}
        roomId={typeof room === "string" ? room : undefined}
        extras={extraChoices(chargeTypes, "monthly", locale)}
        shape={formShape(bookingSchema)}
      />
    </FormScreen>
  );
}
