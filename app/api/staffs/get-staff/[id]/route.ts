import { adminRoute, json } from "@/lib/server/http/route";
import { getStaffMember } from "@/lib/server/services/staff";

// GET /api/staffs/get-staff/{id}: one staff member.
export const GET = adminRoute({ permission: "read" }, async ({ id }) => {
  return json({ data: await getStaffMember(id) });
});
