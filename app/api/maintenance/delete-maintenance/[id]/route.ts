import { adminRoute, json } from "@/lib/server/http/route";
import { deleteMaintenance } from "@/lib/server/services/maintenance";

// DELETE /api/maintenance/delete-maintenance/{id}: removes a maintenance job.
export const DELETE = adminRoute({ permission: "records.delete" }, async ({ id, admin }) => {
  await deleteMaintenance(id, admin);
  return json({ message: "Maintenance deleted successfully!" });
});
