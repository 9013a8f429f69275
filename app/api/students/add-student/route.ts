import { json, route } from "@/lib/http/route";
import { readRecordForm } from "@/lib/http/multipart";
import { requireAdmin } from "@/lib/auth/session";
import { studentSchema } from "@/lib/validations/students";
import { createStudent } from "@/lib/services/students";

// POST /api/students/add-student (multipart, picture under `image`): adds a customer.
export const POST = route(async (request) => {
  await requireAdmin(request);
  const { fields, image } = await readRecordForm(request);
  const student = await createStudent(studentSchema.parse(fields), image);
  return json({ message: "Student created successfully!", data: student }, 201);
});
