import { adminRoute, json } from "@/lib/server/http/route";
import { getPayment } from "@/lib/server/services/stays";

// GET /api/payments/{id}: one payment (voided ones too) with what it pays today.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => json({ payment: await getPayment(id) }));
