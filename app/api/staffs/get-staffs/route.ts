import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { listQuerySchema, searchParamsOf } from "@/lib/validations/list";
import { listStaff } from "@/lib/services/staff";

// GET /api/staffs/get-staffs?page=&searchTerm=: one page of staff members.
export const GET = route(async (request) => {
  await requireAdmin(request);
  const page = await listStaff(listQuerySchema.parse(searchParamsOf(request)));
  return json({ staffMembers: page.rows, totalPages: page.totalPages, totalStaff: page.total, currentPage: page.currentPage });
});
