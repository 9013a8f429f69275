import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen } from "@/components/form/form-screen";
import { RoomForm } from "@/components/rooms/room-form";
import { requireAdminPage } from "@/lib/auth/session";
import { allRooms } from "@/lib/services/rooms";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("rooms");
  return { title: t("add.title") };
}

export default async function AddRoomPage() {
  await requireAdminPage();
  const t = await getTranslations("rooms");
  // Room numbers are unique: the ones already added are shown as taken (the server refuses them too).
  const takenNumbers = (await allRooms()).map((room) => room.roomNumber);
  return (
    <FormScreen title={t("add.title")} backHref="/rooms">
      <RoomForm takenNumbers={takenNumbers} />
    </FormScreen>
  );
}
