import { adminRoute, json } from "@/lib/server/http/route";
import { deleteHistory } from "@/lib/server/services/histories";

// DELETE /api/history/delete-history/{id}: removes a monthly record.
export const DELETE = adminRoute({ permission: "records.delete" }, async ({ id, admin }) => {
  await deleteHistory(id, admin);
  return json({ message: "History deleted successfully!" });
});
