import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { deleteHistory } from "@/lib/services/histories";

// DELETE /api/history/delete-history/{id}: removes a monthly record.
export const DELETE = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  await deleteHistory(await idParam(context));
  return json({ message: "History deleted successfully!" });
});
