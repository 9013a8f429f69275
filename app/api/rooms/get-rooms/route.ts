import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { listQuerySchema, searchParamsOf } from "@/lib/validations/list";
import { listRooms } from "@/lib/services/rooms";

// GET /api/rooms/get-rooms?page=&searchTerm=: one page of rooms with their free beds and status.
export const GET = route(async (request) => {
  await requireAdmin(request);
  const page = await listRooms(listQuerySchema.parse(searchParamsOf(request)));
  return json({ data: { rooms: page.rows, totalPages: page.totalPages, totalRooms: page.total, currentPage: page.currentPage } });
});
