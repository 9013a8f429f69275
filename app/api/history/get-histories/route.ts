import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { listQuerySchema, searchParamsOf } from "@/lib/validations/list";
import { listHistories } from "@/lib/services/histories";

// GET /api/history/get-histories?page=&searchTerm=: one page of monthly records.
export const GET = route(async (request) => {
  await requireAdmin(request);
  const page = await listHistories(listQuerySchema.parse(searchParamsOf(request)));
  return json({ history: page.rows, totalPages: page.totalPages, totalHistory: page.total, currentPage: page.currentPage });
});
