import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { readRecordForm } from "@/lib/http/multipart";
import { requireAdmin } from "@/lib/auth/session";
import { staffUpdateSchema } from "@/lib/validations/staff";
import { updateStaffMember } from "@/lib/services/staff";

// PUT /api/staffs/update-staff/{id} (multipart): changes the fields sent; a new picture replaces the old.
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const { fields, image } = await readRecordForm(request);
  const member = await updateStaffMember(id, staffUpdateSchema.parse(fields), image);
  return json({ message: "Staff member updated successfully!", data: member });
});
