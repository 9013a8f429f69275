import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { listQuerySchema, searchParamsOf } from "@/lib/validations/list";
import { listWorkers } from "@/lib/services/workers";

// GET /api/workers/get-workers?page=&searchTerm=: one page of workers.
export const GET = route(async (request) => {
  await requireAdmin(request);
  const page = await listWorkers(listQuerySchema.parse(searchParamsOf(request)));
  return json({ workers: page.rows, totalPages: page.totalPages, totalWorkers: page.total, currentPage: page.currentPage });
});
