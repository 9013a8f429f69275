import { adminRoute, json } from "@/lib/http/route";
import { getStaffMember } from "@/lib/services/staff";

// GET /api/staffs/get-staff/{id}: one staff member.
export const GET = adminRoute({}, async ({ id }) => {
  return json({ data: await getStaffMember(id) });
});
