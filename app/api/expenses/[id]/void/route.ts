import { adminRoute, json } from "@/lib/server/http/route";
import { voidExpenseSchema } from "@/lib/validations/expenses";
import { voidExpense } from "@/lib/server/services/expenses";

// POST /api/expenses/{id}/void { reason } (owners): 200 { expense }; already void → 409.
export const POST = adminRoute({ permission: "money.correct", body: voidExpenseSchema }, async ({ id, body, admin }) =>
  json({ expense: await voidExpense(id, body.reason, admin) }),
);
