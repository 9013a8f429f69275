import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { allStudents } from "@/lib/services/students";

// GET /api/students/get-all-students: every customer.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ students: await allStudents() });
});
