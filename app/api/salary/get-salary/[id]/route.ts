import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getSalary } from "@/lib/services/salaries";

// GET /api/salary/get-salary/{id}: one salary with its history.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  return json({ data: await getSalary(await idParam(context)) });
});
