import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { readRecordForm } from "@/lib/http/multipart";
import { requireAdmin } from "@/lib/auth/session";
import { studentUpdateSchema } from "@/lib/validations/students";
import { updateStudent } from "@/lib/services/students";

// PUT /api/students/update-student/{id} (multipart): changes the fields sent; a new picture replaces the old.
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const { fields, image } = await readRecordForm(request);
  const student = await updateStudent(id, studentUpdateSchema.parse(fields), image);
  return json({ message: "Student updated successfully!", data: student });
});
