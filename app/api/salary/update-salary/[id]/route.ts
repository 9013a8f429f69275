import { adminRoute, json } from "@/lib/server/http/route";
import { salaryUpdateSchema } from "@/lib/validations/salaries";
import { updateSalary } from "@/lib/server/services/salaries";

// PUT /api/salary/update-salary/{id} (JSON): changes the amounts, month or payment date (employee locked) and appends a history entry.
export const PUT = adminRoute({ permission: "records.write", body: salaryUpdateSchema }, async ({ id, body, updatedAt, admin }) => {
  const salary = await updateSalary(id, body, updatedAt, admin);
  return json({ message: "Salary updated successfully!", data: salary });
});
