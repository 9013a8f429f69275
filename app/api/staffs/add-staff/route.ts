import { json, route } from "@/lib/http/route";
import { readRecordForm } from "@/lib/http/multipart";
import { requireAdmin } from "@/lib/auth/session";
import { staffSchema } from "@/lib/validations/staff";
import { createStaffMember } from "@/lib/services/staff";

// POST /api/staffs/add-staff (multipart, picture under `image`): adds a staff member.
export const POST = route(async (request) => {
  await requireAdmin(request);
  const { fields, image } = await readRecordForm(request);
  const member = await createStaffMember(staffSchema.parse(fields), image);
  return json({ message: "Staff member created successfully!", data: member }, 201);
});
