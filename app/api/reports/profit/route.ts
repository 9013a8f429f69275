import { adminRoute, json } from "@/lib/server/http/route";
import { profitQuerySchema } from "@/lib/validations/reports";
import { profitReport } from "@/lib/server/services/profit";

// GET /api/reports/profit?month=YYYY-MM or ?from=&to= (docs/bills.md, "Profit"): { months: [...] }.
export const GET = adminRoute({ permission: "read", query: profitQuerySchema }, async ({ query }) => json(await profitReport(query)));
