import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { deleteStaffMember } from "@/lib/services/staff";

// DELETE /api/staffs/delete-staff/{id}: removes a staff member without salary records, and their picture.
export const DELETE = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  await deleteStaffMember(await idParam(context));
  return json({ message: "Staff member deleted successfully!" });
});
