import { adminRoute, json } from "@/lib/server/http/route";
import { auditQuerySchema } from "@/lib/validations/stays";
import { auditEntryApi, listAudit } from "@/lib/server/services/audit";

// GET /api/audit?page=&actorId=&entity=&entityId=&from=&to=: who did what to which record, newest first;
// `from` and `to` are days (DD-MM-YYYY or YYYY-MM-DD) on the hostel's calendar, both included.
export const GET = adminRoute({ permission: "read", query: auditQuerySchema }, async ({ query }) => {
  const page = await listAudit({
    page: query.page,
    actorId: query.actorId,
    entity: query.entity ?? undefined,
    entityId: query.entityId,
    from: query.from ?? undefined,
    to: query.to ?? undefined,
  });
  return json({ entries: page.rows.map(auditEntryApi), totalPages: page.totalPages, currentPage: page.currentPage });
});
