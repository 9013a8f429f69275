import { adminRoute, json } from "@/lib/server/http/route";
import { deleteStaffMember } from "@/lib/server/services/staff";

// DELETE /api/staffs/delete-staff/{id}: removes a staff member without salary records, and their picture.
export const DELETE = adminRoute({ permission: "records.delete" }, async ({ id, admin }) => {
  await deleteStaffMember(id, admin);
  return json({ message: "Staff member deleted successfully!" });
});
