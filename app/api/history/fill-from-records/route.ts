import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { searchParamsOf } from "@/lib/validations/list";
import { fillFromRecordsQuerySchema } from "@/lib/validations/histories";
import { figuresOfMonth } from "@/lib/services/histories";

// GET /api/history/fill-from-records?month=YYYY-MM (new): a month's figures computed from the records, for Add History.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ data: await figuresOfMonth(fillFromRecordsQuerySchema.parse(searchParamsOf(request))) });
});
