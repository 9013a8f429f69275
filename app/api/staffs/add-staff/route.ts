import { adminRoute, json } from "@/lib/server/http/route";
import { staffSchema } from "@/lib/validations/staff";
import { createStaffMember } from "@/lib/server/services/staff";

// POST /api/staffs/add-staff (multipart, picture under `image`): adds a staff member.
export const POST = adminRoute({ permission: "records.write", form: staffSchema }, async ({ body, image, admin }) => {
  const member = await createStaffMember(body, image, admin);
  return json({ message: "Staff member created successfully!", data: member }, 201);
});
