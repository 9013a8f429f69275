import { adminRoute, json } from "@/lib/server/http/route";
import { getRoom } from "@/lib/server/services/rooms";

// GET /api/rooms/get-room/{id}: one room.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getRoom(id) });
});
