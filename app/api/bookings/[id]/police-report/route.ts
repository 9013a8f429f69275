import { adminRoute, json } from "@/lib/server/http/route";
import { policeReportCorrectionSchema, policeReportSchema } from "@/lib/validations/register";
import { correctPoliceReport, recordPoliceReport } from "@/lib/server/services/register";

// POST /api/bookings/{id}/police-report: records the stay's police report, once (docs/register.md); 201 { report }.
export const POST = adminRoute({ permission: "records.write", body: policeReportSchema }, async ({ id, body, admin }) =>
  json({ report: await recordPoliceReport(id, body, admin) }, 201),
);

// PUT /api/bookings/{id}/police-report (owners): corrects it with a reason, audited; 409 when stale.
export const PUT = adminRoute(
  { permission: "register.correct", body: policeReportCorrectionSchema },
  async ({ id, body, admin, updatedAt }) => json({ report: await correctPoliceReport(id, body, updatedAt, admin) }),
);
