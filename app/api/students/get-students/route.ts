import { adminRoute, json } from "@/lib/server/http/route";
import { studentListQuerySchema } from "@/lib/validations/students";
import { listStudents } from "@/lib/server/services/students";

// GET /api/students/get-students?page=&searchTerm=&complete=&limit=&bookingFrom=: one page of customers
// (complete=false: the incomplete ones; limit: rows per page, 10 unless given; bookingFrom=YYYY-MM-DD: each
// also carries `openStay`, the open stay that keeps him from a new stay from that day, or null).
export const GET = adminRoute({ permission: "read", query: studentListQuerySchema }, async ({ query }) => {
  const page = await listStudents(query);
  return json({ students: page.rows, totalPages: page.totalPages, totalStudents: page.total, currentPage: page.currentPage });
});
