import { adminRoute, json } from "@/lib/http/route";
import { allSalaries } from "@/lib/services/salaries";

// GET /api/salary/get-all-salaries: every salary, with its history.
export const GET = adminRoute({}, async () => {
  return json({ salaries: await allSalaries() });
});
