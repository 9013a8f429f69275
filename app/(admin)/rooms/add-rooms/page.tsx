import type { Metadata } from "next";
import { FormScreen } from "@/components/form/form-screen";
import { RoomForm } from "@/components/rooms/room-form";
import { requireAdminPage } from "@/lib/auth/session";
import { allRooms } from "@/lib/services/rooms";

export const metadata: Metadata = { title: "Add Room" };

export default async function AddRoomPage() {
  await requireAdminPage();
  // Room numbers are unique: the ones already added are shown as taken (the server refuses them too).
  const takenNumbers = (await allRooms()).map((room) => room.roomNumber);
  return (
    <FormScreen title="Add Room" backHref="/rooms">
      <RoomForm takenNumbers={takenNumbers} />
    </FormScreen>
  );
}
