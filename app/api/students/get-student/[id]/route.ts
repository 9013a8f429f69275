import { adminRoute, json } from "@/lib/server/http/route";
import { getStudent } from "@/lib/server/services/students";

// GET /api/students/get-student/{id}: one customer.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getStudent(id) });
});
