import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { deleteMaintenance } from "@/lib/services/maintenance";

// DELETE /api/maintenance/delete-maintenance/{id}: removes a maintenance job.
export const DELETE = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  await deleteMaintenance(await idParam(context));
  return json({ message: "Maintenance deleted successfully!" });
});
