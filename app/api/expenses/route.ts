import { adminRoute, json } from "@/lib/server/http/route";
import { expenseListQuerySchema, expenseSchema } from "@/lib/validations/expenses";
import { createExpense, listExpenses } from "@/lib/server/services/expenses";

// GET /api/expenses?month=&category=&searchTerm=&page=: { expenses, totalPages, currentPage, total, count }.
export const GET = adminRoute({ permission: "read", query: expenseListQuerySchema }, async ({ query }) => json(await listExpenses(query)));

// POST /api/expenses (multipart, the bill's picture under `image`; owners and managers): 201 { expense }.
export const POST = adminRoute({ permission: "records.write", form: expenseSchema }, async ({ body, image, admin }) =>
  json({ expense: await createExpense(body, image, admin) }, 201),
);
