import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { deleteSalary } from "@/lib/services/salaries";

// DELETE /api/salary/delete-salary/{id}: removes a salary and its history.
export const DELETE = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  await deleteSalary(await idParam(context));
  return json({ message: "Salary deleted successfully!" });
});
