import { adminRoute, json } from "@/lib/http/route";
import { allStaff } from "@/lib/services/staff";

// GET /api/staffs/get-all-staffs: every staff member.
export const GET = adminRoute({ permission: "read" }, async () => {
  return json({ staffMembers: await allStaff() });
});
