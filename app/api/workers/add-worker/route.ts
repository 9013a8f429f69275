import { json, route } from "@/lib/http/route";
import { readRecordForm } from "@/lib/http/multipart";
import { requireAdmin } from "@/lib/auth/session";
import { workerSchema } from "@/lib/validations/workers";
import { createWorker } from "@/lib/services/workers";

// POST /api/workers/add-worker (multipart, picture under `image`): adds a worker.
export const POST = route(async (request) => {
  await requireAdmin(request);
  const { fields, image } = await readRecordForm(request);
  const worker = await createWorker(workerSchema.parse(fields), image);
  return json({ message: "Worker created successfully!", data: worker }, 201);
});
