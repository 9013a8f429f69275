import { json, readJson, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { historySchema } from "@/lib/validations/histories";
import { createHistory } from "@/lib/services/histories";

// POST /api/history/add-history (JSON): adds a monthly record.
export const POST = route(async (request) => {
  await requireAdmin(request);
  const history = await createHistory(historySchema.parse(await readJson(request)));
  return json({ message: "History created successfully!", data: history }, 201);
});
