import { adminRoute, json } from "@/lib/server/http/route";
import { allStaff } from "@/lib/server/services/staff";

// GET /api/staffs/get-all-staffs: every staff member.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ staffMembers: await allStaff() });
});
