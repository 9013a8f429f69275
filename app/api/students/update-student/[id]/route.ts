import { adminRoute, json } from "@/lib/server/http/route";
import { ID_PICTURES, studentUpdateSchema } from "@/lib/validations/students";
import { updateStudent } from "@/lib/server/services/students";

// PUT /api/students/update-student/{id} (multipart): changes the fields sent; a new picture (photo, ID front or back) replaces the old.
export const PUT = adminRoute(
  { permission: "records.write", form: studentUpdateSchema, pictures: ID_PICTURES },
  async ({ id, body, image, pictures, updatedAt, admin }) => {
    const student = await updateStudent(id, body, { image, ...pictures }, updatedAt, admin);
    return json({ message: "Student updated successfully!", data: student });
  },
);
