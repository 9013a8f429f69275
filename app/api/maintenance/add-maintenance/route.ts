import { json, readJson, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { maintenanceSchema } from "@/lib/validations/maintenance";
import { createMaintenance } from "@/lib/services/maintenance";

// POST /api/maintenance/add-maintenance (JSON): adds a maintenance job.
export const POST = route(async (request) => {
  await requireAdmin(request);
  const job = await createMaintenance(maintenanceSchema.parse(await readJson(request)));
  return json({ message: "Maintenance created successfully!", data: job }, 201);
});
