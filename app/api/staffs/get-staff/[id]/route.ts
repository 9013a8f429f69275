import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { getStaffMember } from "@/lib/services/staff";

// GET /api/staffs/get-staff/{id}: one staff member.
export const GET = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  return json({ data: await getStaffMember(await idParam(context)) });
});
