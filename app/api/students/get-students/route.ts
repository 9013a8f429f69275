import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { listQuerySchema, searchParamsOf } from "@/lib/validations/list";
import { listStudents } from "@/lib/services/students";

// GET /api/students/get-students?page=&searchTerm=: one page of customers.
export const GET = route(async (request) => {
  await requireAdmin(request);
  const page = await listStudents(listQuerySchema.parse(searchParamsOf(request)));
  return json({ students: page.rows, totalPages: page.totalPages, totalStudents: page.total, currentPage: page.currentPage });
});
