import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { listQuerySchema, searchParamsOf } from "@/lib/validations/list";
import { listSalaries } from "@/lib/services/salaries";

// GET /api/salary/get-salaries?page=&searchTerm=: one page of salaries, with their history.
export const GET = route(async (request) => {
  await requireAdmin(request);
  const page = await listSalaries(listQuerySchema.parse(searchParamsOf(request)));
  return json({ salaries: page.rows, totalPages: page.totalPages, totalSalaries: page.total, currentPage: page.currentPage });
});
