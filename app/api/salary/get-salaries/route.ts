import { adminRoute, json } from "@/lib/server/http/route";
import { listQuerySchema } from "@/lib/validations/list";
import { listSalaries } from "@/lib/server/services/salaries";

// GET /api/salary/get-salaries?page=&searchTerm=: one page of salaries, with their history.
export const GET = adminRoute({ permission: "read", query: listQuerySchema }, async ({ query }) => {
  const page = await listSalaries(query);
  return json({ salaries: page.rows, totalPages: page.totalPages, totalSalaries: page.total, currentPage: page.currentPage });
});
