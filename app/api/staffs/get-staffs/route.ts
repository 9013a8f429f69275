import { adminRoute, json } from "@/lib/server/http/route";
import { listQuerySchema } from "@/lib/validations/list";
import { listStaff } from "@/lib/server/services/staff";

// GET /api/staffs/get-staffs?page=&searchTerm=: one page of staff members.
export const GET = adminRoute({ permission: "read", query: listQuerySchema }, async ({ query }) => {
  const page = await listStaff(query);
  return json({ staffMembers: page.rows, totalPages: page.totalPages, totalStaff: page.total, currentPage: page.currentPage });
});
