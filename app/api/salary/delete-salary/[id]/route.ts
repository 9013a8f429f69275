import { adminRoute, json } from "@/lib/server/http/route";
import { deleteSalary } from "@/lib/server/services/salaries";

// DELETE /api/salary/delete-salary/{id}: removes a salary and its history.
export const DELETE = adminRoute({ permission: "records.delete" }, async ({ id, admin }) => {
  await deleteSalary(id, admin);
  return json({ message: "Salary deleted successfully!" });
});
