import { adminRoute, json } from "@/lib/server/http/route";
import { allStudents } from "@/lib/server/services/students";

// GET /api/students/get-all-students: every customer.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ students: await allStudents() });
});
