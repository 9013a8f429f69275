import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getStudent } from "@/lib/services/students";

// GET /api/students/get-student/{id}: one customer.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  return json({ data: await getStudent(await idParam(context)) });
});
