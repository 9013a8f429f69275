import { adminRoute, json } from "@/lib/server/http/route";
import { workerUpdateSchema } from "@/lib/validations/workers";
import { updateWorker } from "@/lib/server/services/workers";

// PUT /api/workers/update-worker/{id} (multipart): changes the fields sent; a new picture replaces the old.
export const PUT = adminRoute({ permission: "records.write", form: workerUpdateSchema }, async ({ id, body, image, updatedAt, admin }) => {
  const worker = await updateWorker(id, body, image, updatedAt, admin);
  return json({ message: "Worker updated successfully!", data: worker });
});
