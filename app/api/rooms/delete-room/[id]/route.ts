import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { deleteRoom } from "@/lib/services/rooms";

// DELETE /api/rooms/delete-room/{id}: removes a room that no booking refers to.
export const DELETE = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  await deleteRoom(await idParam(context));
  return json({ message: "Room deleted successfully!" });
});
