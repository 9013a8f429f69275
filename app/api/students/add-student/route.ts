import { adminRoute, json } from "@/lib/http/route";
import { studentSchema } from "@/lib/validations/students";
import { createStudent } from "@/lib/services/students";

// POST /api/students/add-student (multipart, picture under `image`): adds a customer.
export const POST = adminRoute({ permission: "records.write", form: studentSchema }, async ({ body, image, admin }) => {
  const student = await createStudent(body, image, admin);
  return json({ message: "Student created successfully!", data: student }, 201);
});
