import { adminRoute, json } from "@/lib/server/http/route";
import { getSalary } from "@/lib/server/services/salaries";

// GET /api/salary/get-salary/{id}: one salary with its history.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getSalary(id) });
});
