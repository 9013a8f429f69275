import { adminRoute, json } from "@/lib/server/http/route";
import { ID_PICTURES, studentSchema } from "@/lib/validations/students";
import { createStudent } from "@/lib/server/services/students";

// POST /api/students/add-student (multipart, picture under `image`, ID pictures under `idFront`, `idBack`): adds a customer.
export const POST = adminRoute(
  { permission: "records.write", form: studentSchema, pictures: ID_PICTURES },
  async ({ body, image, pictures, admin }) => {
    const student = await createStudent(body, { image, ...pictures }, admin);
    return json({ message: "Student created successfully!", data: student }, 201);
  },
);
