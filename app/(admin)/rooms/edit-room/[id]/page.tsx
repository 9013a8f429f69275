import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormScreen, NotPermittedScreen } from "@/components/form/form-screen";
import { RoomForm } from "@/components/rooms/room-form";
import { RecordState } from "@/components/view/record-view";
import { can } from "@/lib/permissions";
import { requireAdminPage } from "@/lib/server/auth/session";
import { loadForPage } from "@/lib/server/services/records";
import { getRoom } from "@/lib/server/services/rooms";
import { formShape } from "@/lib/validations/errors";
import { roomSchema } from "@/lib/validations/rooms";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("rooms");
  return { title: t("edit.title") };
}

export default async function EditRoomPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  // A role that may not change records is told so, instead of a form whose save would be refused.
  if (!can(admin.access, "records.write"))
    return <NotPermittedScreen title={(await getTranslations("rooms"))("edit.title")} backHref="/rooms" />;
  const t = await getTranslations("rooms");
  const { id } = await params;
  const loaded = await loadForPage(() => getRoom(id));
  return (
    <FormScreen title={t("edit.title")} backHref="/rooms">
      <RecordState loaded={loaded} noun="room">
        {(room) => <RoomForm room={room} shape={formShape(roomSchema)} />}
      </RecordState>
    </FormScreen>
  );
}
