import { json, readJson, route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/session";
import { salarySchema } from "@/lib/validations/salaries";
import { createSalary } from "@/lib/services/salaries";

// POST /api/salary/add-salary (JSON): adds a salary for an existing employee (net salary computed) with its first history entry.
export const POST = route(async (request) => {
  await requireAdmin(request);
  const salary = await createSalary(salarySchema.parse(await readJson(request)));
  return json({ message: "Salary created successfully!", data: salary }, 201);
});
