import { adminRoute, json } from "@/lib/server/http/route";
import { roomUpdateSchema } from "@/lib/validations/rooms";
import { updateRoom } from "@/lib/server/services/rooms";

// PUT /api/rooms/update-room/{id} (JSON): changes the fields sent; the room number stays as it is.
export const PUT = adminRoute({ permission: "records.write", body: roomUpdateSchema }, async ({ id, body, updatedAt, admin }) => {
  const room = await updateRoom(id, body, updatedAt, admin);
  return json({ message: "Room updated successfully!", data: room });
});
