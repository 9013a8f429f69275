import { adminRoute, json } from "@/lib/server/http/route";
import { getExpense } from "@/lib/server/services/expenses";

// GET /api/expenses/{id}: { expense }.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => json({ expense: await getExpense(id) }));
