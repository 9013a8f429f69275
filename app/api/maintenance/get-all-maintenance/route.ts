import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { allMaintenance } from "@/lib/services/maintenance";

// GET /api/maintenance/get-all-maintenance: every maintenance job.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ maintenance: await allMaintenance() });
});
