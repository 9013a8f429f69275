import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { searchParamsOf } from "@/lib/validations/list";
import { dashboardQuerySchema } from "@/lib/validations/dashboard";
import { dashboardSummary } from "@/lib/services/dashboard";

// GET /api/dashboard/summary?incomeMode=&securityMode= (new): every dashboard figure, computed in SQL.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ data: await dashboardSummary(dashboardQuerySchema.parse(searchParamsOf(request))) });
});
