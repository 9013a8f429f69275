import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getMaintenance } from "@/lib/services/maintenance";

// GET /api/maintenance/get-maintenance/{id}: one maintenance job.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  return json({ data: await getMaintenance(await idParam(context)) });
});
