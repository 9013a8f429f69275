import { adminRoute, json } from "@/lib/server/http/route";
import { allSalaries } from "@/lib/server/services/salaries";

// GET /api/salary/get-all-salaries: every salary, with its history.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ salaries: await allSalaries() });
});
