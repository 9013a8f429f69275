import { adminRoute, json } from "@/lib/http/route";
import { getRoom } from "@/lib/services/rooms";

// GET /api/rooms/get-room/{id}: one room.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getRoom(id) });
});
