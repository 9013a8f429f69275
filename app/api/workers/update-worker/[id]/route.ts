import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { readRecordForm } from "@/lib/http/multipart";
import { requireAdmin } from "@/lib/auth/session";
import { workerUpdateSchema } from "@/lib/validations/workers";
import { updateWorker } from "@/lib/services/workers";

// PUT /api/workers/update-worker/{id} (multipart): changes the fields sent; a new picture replaces the old.
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const { fields, image } = await readRecordForm(request);
  const worker = await updateWorker(id, workerUpdateSchema.parse(fields), image);
  return json({ message: "Worker updated successfully!", data: worker });
});
