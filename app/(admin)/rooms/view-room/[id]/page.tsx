import type { Metadata } from "next";
import { RoomNumber, RoomStatusBadge } from "@/components/rooms/room-badges";
import { RecordState, ViewCard, RecordActions } from "@/components/view/record-view";
import { requireAdminPage } from "@/lib/auth/session";
import { loadForPage } from "@/lib/services/records";
import { getRoom } from "@/lib/services/rooms";
import { formatDate, formatPKR, humanize, orDash } from "@/lib/format";
import { deleteActionOf } from "@/components/data-table/delete-actions";

export const metadata: Metadata = { title: "Room" };

export default async function ViewRoomPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const loaded = await loadForPage(() => getRoom(id));
  return (
    <RecordState loaded={loaded} noun="room">
      {(room) => (
        <ViewCard
          title={room.roomNumber}
          backHref="/rooms"
          actions={
            <RecordActions
              editHref={`/rooms/edit-room/${room._id}`}
              remove={deleteActionOf("room", room, "view")}
            />
          }
          details={[
            { label: "Room ID", value: <span className="font-mono text-sm">{room._id}</span> },
            { label: "Room Number", value: <RoomNumber roomNumber={room.roomNumber} isVip={room.isVip} /> },
            { label: "Room Type", value: humanize(room.roomType) },
            { label: "Floor", value: humanize(room.floorNumber) },
            { label: "Capacity", value: room.capacity },
            { label: "Available Beds", value: room.availableBeds },
            { label: "Remaining Capacity", value: room.remainingCapacity },
            { label: "Room Status", value: <RoomStatusBadge status={room.roomStatus} /> },
            { label: "Monthly Rent", value: formatPKR(room.monthlyRent) },
            { label: "Additional Charges", value: formatPKR(room.additionalCharges) },
            { label: "Available From", value: formatDate(room.availableFrom) },
            { label: "Facilities", value: room.facilities.length > 0 ? room.facilities.join(", ") : "—" },
            { label: "Notes", value: <span className="whitespace-pre-line">{orDash(room.notes)}</span> },
          ]}
        />
      )}
    </RecordState>
  );
}
