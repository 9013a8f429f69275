import { adminRoute, json } from "@/lib/server/http/route";
import { dayBookQuerySchema } from "@/lib/validations/reports";
import { dayBook } from "@/lib/server/services/daybook";

// GET /api/daybook?date= (docs/bills.md, rule B7): { date, entries, totals: { byMode, byAdmin, in, out } }.
export const GET = adminRoute({ permission: "read", query: dayBookQuerySchema }, async ({ query }) => json(await dayBook(query.date)));
