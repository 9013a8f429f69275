import { adminRoute, json } from "@/lib/server/http/route";
import { listQuerySchema } from "@/lib/validations/list";
import { listWorkers } from "@/lib/server/services/workers";

// GET /api/workers/get-workers?page=&searchTerm=: one page of workers.
export const GET = adminRoute({ permission: "read", query: listQuerySchema }, async ({ query }) => {
  const page = await listWorkers(query);
  return json({ workers: page.rows, totalPages: page.totalPages, totalWorkers: page.total, currentPage: page.currentPage });
});
