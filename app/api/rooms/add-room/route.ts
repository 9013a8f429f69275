import { adminRoute, json } from "@/lib/server/http/route";
import { roomSchema } from "@/lib/validations/rooms";
import { createRoom } from "@/lib/server/services/rooms";

// POST /api/rooms/add-room (JSON): adds a room.
export const POST = adminRoute({ permission: "records.write", body: roomSchema }, async ({ body, admin }) => {
  const room = await createRoom(body, admin);
  return json({ message: "Room created successfully!", data: room }, 201);
});
