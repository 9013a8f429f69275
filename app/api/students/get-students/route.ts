import { adminRoute, json } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/list";
import { listStudents } from "@/lib/services/students";

// GET /api/students/get-students?page=&searchTerm=: one page of customers.
export const GET = adminRoute({ permission: "read", query: listQuerySchema }, async ({ query }) => {
  const page = await listStudents(query);
  return json({ students: page.rows, totalPages: page.totalPages, totalStudents: page.total, currentPage: page.currentPage });
});
