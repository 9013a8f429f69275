import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { allSalaries } from "@/lib/services/salaries";

// GET /api/salary/get-all-salaries: every salary, with its history.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ salaries: await allSalaries() });
});
