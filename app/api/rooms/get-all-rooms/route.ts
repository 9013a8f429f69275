import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { allRooms } from "@/lib/services/rooms";

// GET /api/rooms/get-all-rooms: every room.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ data: await allRooms() });
});
