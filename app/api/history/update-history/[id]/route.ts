import { json, readJson, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { historyUpdateSchema } from "@/lib/validations/histories";
import { updateHistory } from "@/lib/services/histories";

// PUT /api/history/update-history/{id} (JSON): changes the fields sent.
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const history = await updateHistory(id, historyUpdateSchema.parse(await readJson(request)));
  return json({ message: "History updated successfully!", data: history });
});
