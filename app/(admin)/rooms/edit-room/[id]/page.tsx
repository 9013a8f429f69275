import type { Metadata } from "next";
import { FormScreen } from "@/components/form/form-screen";
import { RoomForm } from "@/components/rooms/room-form";
import { RecordState } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getRoom } from "@/lib/services/rooms";

export const metadata: Metadata = { title: "Update Room" };

export default async function EditRoomPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(() => getRoom(id));
  return (
    <FormScreen title="Update Room" backHref="/rooms">
      <RecordState loaded={loaded} noun="room">
        {(room) => <RoomForm room={room} />}
      </RecordState>
    </FormScreen>
  );
}
