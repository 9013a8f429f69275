import { adminRoute, json } from "@/lib/server/http/route";
import { historySchema } from "@/lib/validations/histories";
import { createHistory } from "@/lib/server/services/histories";

// POST /api/history/add-history (JSON): adds a monthly record.
export const POST = adminRoute({ permission: "records.write", body: historySchema }, async ({ body, admin }) => {
  const history = await createHistory(body, admin);
  return json({ message: "History created successfully!", data: history }, 201);
});
