import { adminRoute, json } from "@/lib/server/http/route";
import { deleteStudent } from "@/lib/server/services/students";

// DELETE /api/students/delete-student/{id}: removes a customer without bookings, and their picture.
export const DELETE = adminRoute({ permission: "records.delete" }, async ({ id, admin }) => {
  await deleteStudent(id, admin);
  return json({ message: "Student deleted successfully!" });
});
