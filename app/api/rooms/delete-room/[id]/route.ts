import { adminRoute, json } from "@/lib/server/http/route";
import { deleteRoom } from "@/lib/server/services/rooms";

// DELETE /api/rooms/delete-room/{id}: removes a room that no booking refers to.
export const DELETE = adminRoute({ permission: "records.delete" }, async ({ id, admin }) => {
  await deleteRoom(id, admin);
  return json({ message: "Room deleted successfully!" });
});
