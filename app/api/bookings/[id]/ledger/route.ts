import { adminRoute, json } from "@/lib/server/http/route";
import { asOfQuerySchema } from "@/lib/validations/stays";
import { stayLedger } from "@/lib/server/services/stays";

// GET /api/bookings/{id}/ledger?asOf=YYYY-MM-DD: charges, payments, totals and settlement as of a day.
export const GET = adminRoute({ permission: "read", query: asOfQuerySchema }, async ({ id, query }) =>
  json(await stayLedger(id, query.asOf ?? undefined)),
);
