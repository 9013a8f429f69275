import { adminRoute, json } from "@/lib/server/http/route";
import { maintenanceUpdateSchema } from "@/lib/validations/maintenance";
import { updateMaintenance } from "@/lib/server/services/maintenance";

// PUT /api/maintenance/update-maintenance/{id} (JSON): changes the fields sent.
export const PUT = adminRoute({ permission: "records.write", body: maintenanceUpdateSchema }, async ({ id, body, updatedAt, admin }) => {
  const job = await updateMaintenance(id, body, updatedAt, admin);
  return json({ message: "Maintenance updated successfully!", data: job });
});
