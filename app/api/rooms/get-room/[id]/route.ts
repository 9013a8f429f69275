import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getRoom } from "@/lib/services/rooms";

// GET /api/rooms/get-room/{id}: one room.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  return json({ data: await getRoom(await idParam(context)) });
});
