import { json, readJson, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { maintenanceUpdateSchema } from "@/lib/validations/maintenance";
import { updateMaintenance } from "@/lib/services/maintenance";

// PUT /api/maintenance/update-maintenance/{id} (JSON): changes the fields sent.
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const job = await updateMaintenance(id, maintenanceUpdateSchema.parse(await readJson(request)));
  return json({ message: "Maintenance updated successfully!", data: job });
});
