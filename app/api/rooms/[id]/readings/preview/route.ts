import { adminRoute, json } from "@/lib/server/http/route";
import { readingSchema } from "@/lib/validations/readings";
import { previewReading } from "@/lib/server/services/readings";

// POST /api/rooms/{id}/readings/preview: the bill and split a reading would make; nothing is saved. 200 { bill }.
export const POST = adminRoute({ permission: "records.write", body: readingSchema }, async ({ id, body }) =>
  json(await previewReading(id, body)),
);
