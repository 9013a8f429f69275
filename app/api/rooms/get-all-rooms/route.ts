import { adminRoute, json } from "@/lib/server/http/route";
import { allRooms } from "@/lib/server/services/rooms";

// GET /api/rooms/get-all-rooms: every room.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ data: await allRooms() });
});
