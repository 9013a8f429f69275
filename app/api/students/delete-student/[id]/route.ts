import { json, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { deleteStudent } from "@/lib/services/students";

// DELETE /api/students/delete-student/{id}: removes a customer without bookings, and their picture.
export const DELETE = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  await deleteStudent(await idParam(context));
  return json({ message: "Student deleted successfully!" });
});
