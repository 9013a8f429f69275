import { adminRoute, json } from "@/lib/server/http/route";
import { historyUpdateSchema } from "@/lib/validations/histories";
import { updateHistory } from "@/lib/server/services/histories";

// PUT /api/history/update-history/{id} (JSON): changes the fields sent.
export const PUT = adminRoute({ permission: "records.write", body: historyUpdateSchema }, async ({ id, body, updatedAt, admin }) => {
  const history = await updateHistory(id, body, updatedAt, admin);
  return json({ message: "History updated successfully!", data: history });
});
