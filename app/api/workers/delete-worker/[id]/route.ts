import { adminRoute, json } from "@/lib/server/http/route";
import { deleteWorker } from "@/lib/server/services/workers";

// DELETE /api/workers/delete-worker/{id}: removes a worker without salary records, and their picture.
export const DELETE = adminRoute({ permission: "records.delete" }, async ({ id, admin }) => {
  await deleteWorker(id, admin);
  return json({ message: "Worker deleted successfully!" });
});
