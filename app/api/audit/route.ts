import { adminRoute, json } from "@/lib/http/route";
import { auditQuerySchema } from "@/lib/validations/stays";
import { listAudit } from "@/lib/services/audit";

// GET /api/audit?page=&entity=&entityId=: who did what to which record, newest first.
export const GET = adminRoute({ permission: "read", query: auditQuerySchema }, async ({ query }) => {
  const page = await listAudit({ page: query.page, entity: query.entity ?? undefined, entityId: query.entityId });
  return json({ entries: page.rows, totalPages: page.totalPages, currentPage: page.currentPage });
});
