import { adminRoute, json } from "@/lib/server/http/route";
import { fillFromRecordsQuerySchema } from "@/lib/validations/histories";
import { figuresOfMonth } from "@/lib/server/services/histories";

// GET /api/history/fill-from-records?month=YYYY-MM (new): a month's figures computed from the records, for Add History.
export const GET = adminRoute({ permission: "read", query: fillFromRecordsQuerySchema }, async ({ query }) => {
  return json({ data: await figuresOfMonth(query) });
});
