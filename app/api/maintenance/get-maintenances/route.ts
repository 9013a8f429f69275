import { adminRoute, json } from "@/lib/server/http/route";
import { listQuerySchema } from "@/lib/validations/list";
import { listMaintenance } from "@/lib/server/services/maintenance";

// GET /api/maintenance/get-maintenances?page=&searchTerm=: one page of maintenance jobs.
export const GET = adminRoute({ permission: "read", query: listQuerySchema }, async ({ query }) => {
  const page = await listMaintenance(query);
  return json({ maintenance: page.rows, totalPages: page.totalPages, totalMaintenance: page.total, currentPage: page.currentPage });
});
