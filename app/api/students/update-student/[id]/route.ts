import { adminRoute, json } from "@/lib/http/route";
import { studentUpdateSchema } from "@/lib/validations/students";
import { updateStudent } from "@/lib/services/students";

// PUT /api/students/update-student/{id} (multipart): changes the fields sent; a new picture replaces the old.
export const PUT = adminRoute({ permission: "records.write", form: studentUpdateSchema }, async ({ id, body, image, updatedAt, admin }) => {
  const student = await updateStudent(id, body, image, updatedAt, admin);
  return json({ message: "Student updated successfully!", data: student });
});
