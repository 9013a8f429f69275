import { adminRoute, json } from "@/lib/server/http/route";
import { workerSchema } from "@/lib/validations/workers";
import { createWorker } from "@/lib/server/services/workers";

// POST /api/workers/add-worker (multipart, picture under `image`): adds a worker.
export const POST = adminRoute({ permission: "records.write", form: workerSchema }, async ({ body, image, admin }) => {
  const worker = await createWorker(body, image, admin);
  return json({ message: "Worker created successfully!", data: worker }, 201);
});
