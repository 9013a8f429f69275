import { adminRoute, json } from "@/lib/http/route";
import { deleteSalary } from "@/lib/services/salaries";

// DELETE /api/salary/delete-salary/{id}: removes a salary and its history.
export const DELETE = adminRoute({ permission: "records.delete" }, async ({ id }) => {
  await deleteSalary(id);
  return json({ message: "Salary deleted successfully!" });
});
