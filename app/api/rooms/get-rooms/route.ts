import { adminRoute, json } from "@/lib/server/http/route";
import { listQuerySchema } from "@/lib/validations/list";
import { listRooms } from "@/lib/server/services/rooms";

// GET /api/rooms/get-rooms?page=&searchTerm=: one page of rooms with their free beds and status.
export const GET = adminRoute({ permission: "read", query: listQuerySchema }, async ({ query }) => {
  const page = await listRooms(query);
  return json({ data: { rooms: page.rows, totalPages: page.totalPages, totalRooms: page.total, currentPage: page.currentPage } });
});
