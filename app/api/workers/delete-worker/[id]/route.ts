import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { deleteWorker } from "@/lib/services/workers";

// DELETE /api/workers/delete-worker/{id}: removes a worker without salary records, and their picture.
export const DELETE = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  await deleteWorker(await idParam(context));
  return json({ message: "Worker deleted successfully!" });
});
