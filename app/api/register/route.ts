import { adminRoute, json } from "@/lib/server/http/route";
import { registerQuerySchema } from "@/lib/validations/register";
import { listRegister } from "@/lib/server/services/register";

// GET /api/register?status=due|overdue|reported|all&from=&to=&searchTerm=&page=: the police register
// (docs/register.md), one page of stays with the whole hostel's counts.
export const GET = adminRoute({ permission: "read", query: registerQuerySchema }, async ({ query }) => json(await listRegister(query)));
