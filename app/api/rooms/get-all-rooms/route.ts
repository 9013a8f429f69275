import { adminRoute, json } from "@/lib/http/route";
import { allRooms } from "@/lib/services/rooms";

// GET /api/rooms/get-all-rooms: every room.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ data: await allRooms() });
});
