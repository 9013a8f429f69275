import { json, readJson, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { roomUpdateSchema } from "@/lib/validations/rooms";
import { updateRoom } from "@/lib/services/rooms";

// PUT /api/rooms/update-room/{id} (JSON): changes the fields sent; the room number stays as it is.
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const room = await updateRoom(id, roomUpdateSchema.parse(await readJson(request)));
  return json({ message: "Room updated successfully!", data: room });
});
