import { adminRoute, json } from "@/lib/server/http/route";
import { salarySchema } from "@/lib/validations/salaries";
import { createSalary } from "@/lib/server/services/salaries";

// POST /api/salary/add-salary (JSON): adds a salary for an existing employee (net salary computed) with its first history entry.
export const POST = adminRoute({ permission: "records.write", body: salarySchema }, async ({ body, admin }) => {
  const salary = await createSalary(body, admin);
  return json({ message: "Salary created successfully!", data: salary }, 201);
});
