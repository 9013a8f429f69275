import { adminRoute, json } from "@/lib/server/http/route";
import { listQuerySchema } from "@/lib/validations/list";
import { listHistories } from "@/lib/server/services/histories";

// GET /api/history/get-histories?page=&searchTerm=: one page of monthly records.
export const GET = adminRoute({ permission: "read", query: listQuerySchema }, async ({ query }) => {
  const page = await listHistories(query);
  return json({ history: page.rows, totalPages: page.totalPages, totalHistory: page.total, currentPage: page.currentPage });
});
