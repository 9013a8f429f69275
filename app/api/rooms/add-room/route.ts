import { json, readJson, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { roomSchema } from "@/lib/validations/rooms";
import { createRoom } from "@/lib/services/rooms";

// POST /api/rooms/add-room (JSON): adds a room.
export const POST = route(async (request) => {
  await requireAdmin(request);
  const room = await createRoom(roomSchema.parse(await readJson(request)));
  return json({ message: "Room created successfully!", data: room }, 201);
});
