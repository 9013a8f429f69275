import { json, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { allStaff } from "@/lib/services/staff";

// GET /api/staffs/get-all-staffs: every staff member.
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json({ staffMembers: await allStaff() });
});
