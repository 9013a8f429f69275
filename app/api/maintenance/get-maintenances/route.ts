import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { listQuerySchema, searchParamsOf } from "@/lib/validations/list";
import { listMaintenance } from "@/lib/services/maintenance";

// GET /api/maintenance/get-maintenances?page=&searchTerm=: one page of maintenance jobs.
export const GET = route(async (request) => {
  await requireAdmin(request);
  const page = await listMaintenance(listQuerySchema.parse(searchParamsOf(request)));
  return json({ maintenance: page.rows, totalPages: page.totalPages, totalMaintenance: page.total, currentPage: page.currentPage });
});
