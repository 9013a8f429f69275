import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { RoomNumber, RoomStatusBadge } from "@/components/rooms/room-badges";
import { RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { Ltr } from "@/components/ui/ltr";
import { requireAdminPage } from "@/lib/server/auth/session";
import { loadForPage } from "@/lib/server/services/records";
import { getRoom } from "@/lib/server/services/rooms";
import { formatDate, formatPKR, orDash } from "@/lib/format";
import { deleteActionOf } from "@/components/data-table/delete-actions";
import { FACILITIES } from "@/models/enums";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("rooms");
  return { title: t("view.title") };
}

type Facility = (typeof FACILITIES)[number];
const isFacility = (value: string): value is Facility => (FACILITIES as readonly string[]).includes(value);

export default async function ViewRoomPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const t = await getTranslations("rooms");
  const locale = await getLocale();
  const { id } = await params;
  const loaded = await loadForPage(() => getRoom(id));
  const facilityLabel = (value: string) => (isFacility(value) ? t(`facilities.${value}`) : value);
  return (
    <RecordState loaded={loaded} noun="room">
      {(room) => (
        <ViewCard
          title={room.roomNumber}
          backHref="/rooms"
          actions={<RecordActions editHref={`/rooms/edit-room/${room._id}`} remove={deleteActionOf("room", room, "view")} />}
          details={[
            { label: t("fields.roomId"), value: <Ltr className="font-mono text-sm">{room._id}</Ltr> },
            { label: t("fields.roomNumber"), value: <RoomNumber roomNumber={room.roomNumber} isVip={room.isVip} /> },
            { label: t("fields.roomType"), value: room.roomType ? t(`types.${room.roomType}`) : orDash(room.roomType) },
            { label: t("fields.floor"), value: room.floorNumber ? t(`floors.${room.floorNumber}`) : orDash(room.floorNumber) },
            { label: t("fields.capacity"), value: room.capacity },
            { label: t("fields.availableBeds"), value: room.availableBeds },
            { label: t("fields.remainingCapacity"), value: room.remainingCapacity },
            { label: t("fields.roomStatus"), value: <RoomStatusBadge status={room.roomStatus} /> },
            { label: t("fields.monthlyRent"), value: formatPKR(room.monthlyRent, locale) },
            { label: t("fields.additionalCharges"), value: formatPKR(room.additionalCharges, locale) },
            { label: t("fields.availableFrom"), value: formatDate(room.availableFrom) },
            {
              label: t("fields.facilities"),
              value: room.facilities.length > 0 ? room.facilities.map(facilityLabel).join(locale === "ur" ? "، " : ", ") : "—",
            },
            { label: t("fields.notes"), value: <span className="whitespace-pre-line">{orDash(room.notes)}</span> },
          ]}
        />
      )}
    </RecordState>
  );
}
