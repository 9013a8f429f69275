import { adminRoute, json } from "@/lib/server/http/route";
import { getMaintenance } from "@/lib/server/services/maintenance";

// GET /api/maintenance/get-maintenance/{id}: one maintenance job.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getMaintenance(id) });
});
