import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddBookingForm } from "@/components/bookings/add-booking-form";
import { roomChoiceOf } from "@/components/bookings/booking-figures";
import { FormScreen } from "@/components/form/form-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { allRooms } from "@/lib/services/rooms";
import { allStudents } from "@/lib/services/students";
import { hostelTime } from "@/lib/time";
import { config } from "@/lib/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("addTitle") };
}

export default async function AddBookingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const t = await getTranslations("bookings");
  // `?room=<id>`: the room chosen on the Occupancy screen.
  const { room } = await searchParams;
  const [students, rooms] = await Promise.all([allStudents(), allRooms()]);
  const customers = students
    .map(({ _id, studentName, contactNumber }) => ({ _id, studentName, contactNumber }))
    .sort((a, b) => a.studentName.localeCompare(b.studentName));
  const roomChoices = rooms.map(roomChoiceOf);
  return (
    <FormScreen title={t("addTitle")} backHref="/bookings">
      <AddBookingForm
        customers={customers}
        rooms={roomChoices}
        today={hostelTime(new Date(), config.timeZone).date}
        roomId={typeof room === "string" ? room : undefined}
      />
    </FormScreen>
  );
}
