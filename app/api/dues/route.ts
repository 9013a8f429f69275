import { adminRoute, json } from "@/lib/server/http/route";
import { duesQuerySchema } from "@/lib/validations/dues";
import { listDues } from "@/lib/server/services/dues";

// GET /api/dues?asOf=&filter=&searchTerm=&page=&limit=: every stay owing money as of a day, most overdue first.
export const GET = adminRoute({ permission: "read", query: duesQuerySchema }, async ({ query }) => json(await listDues(query)));
