import { adminRoute, json } from "@/lib/server/http/route";
import { dashboardQuerySchema } from "@/lib/validations/dashboard";
import { dashboardSummary } from "@/lib/server/services/dashboard";

// GET /api/dashboard/summary?incomeMode=&securityMode= (new): every dashboard figure, computed in SQL.
export const GET = adminRoute({ permission: "read", query: dashboardQuerySchema }, async ({ query }) => {
  return json({ data: await dashboardSummary(query) });
});
