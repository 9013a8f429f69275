import { adminRoute, json } from "@/lib/server/http/route";
import { staffUpdateSchema } from "@/lib/validations/staff";
import { updateStaffMember } from "@/lib/server/services/staff";

// PUT /api/staffs/update-staff/{id} (multipart): changes the fields sent; a new picture replaces the old.
export const PUT = adminRoute({ permission: "records.write", form: staffUpdateSchema }, async ({ id, body, image, updatedAt, admin }) => {
  const member = await updateStaffMember(id, body, image, updatedAt, admin);
  return json({ message: "Staff member updated successfully!", data: member });
});
