import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { RoomForm } from "@/components/rooms/room-form";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { allRooms } from "@/lib/server/services/rooms";
import { formShape } from "@/lib/validations/errors";
import { roomSchema } from "@/lib/validations/rooms";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("rooms");
  return { title: t("add.title") };
}

export default async function AddRoomPage() {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("rooms"))("add.title")} backHref="/rooms" />;
  const t = await getTranslations("rooms");
  // Room numbers are unique: the ones already added are shown as taken (the server refuses them too).
  const takenNumbers = (await allRooms()).map((room) => room.roomNumber);
  return (
    <FormScreen title={t("add.title")} backHref="/rooms">
      <RoomForm takenNumbers={takenNumbers} shape={formShape(roomSchema)} />
    </FormScreen>
  );
}
