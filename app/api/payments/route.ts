import { adminRoute, json } from "@/lib/server/http/route";
import { paymentListQuerySchema } from "@/lib/validations/payment-list";
import { listPayments } from "@/lib/server/services/payment-list";

// GET /api/payments?from=&to=&mode=&recordedBy=&searchTerm=&page=: every receipt of a range of days
// (default this month), voided ones too, newest first, with the totals of the matches not voided.
export const GET = adminRoute({ permission: "read", query: paymentListQuerySchema }, async ({ query }) => json(await listPayments(query)));
