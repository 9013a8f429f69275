import { adminRoute, json } from "@/lib/server/http/route";
import { maintenanceSchema } from "@/lib/validations/maintenance";
import { createMaintenance } from "@/lib/server/services/maintenance";

// POST /api/maintenance/add-maintenance (JSON): adds a maintenance job.
export const POST = adminRoute({ permission: "records.write", body: maintenanceSchema }, async ({ body, admin }) => {
  const job = await createMaintenance(body, admin);
  return json({ message: "Maintenance created successfully!", data: job }, 201);
});
