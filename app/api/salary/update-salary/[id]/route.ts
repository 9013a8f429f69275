import { json, readJson, route } from "@/lib/http/route";
import { idParam } from "@/lib/http/params";
import { requireAdmin } from "@/lib/auth/session";
import { salaryUpdateSchema } from "@/lib/validations/salaries";
import { updateSalary } from "@/lib/services/salaries";

// PUT /api/salary/update-salary/{id} (JSON): changes the amounts, month or payment date (employee locked) and appends a history entry.
export const PUT = route<{ id: string }>(async (request, context) => {
  await requireAdmin(request);
  const id = await idParam(context);
  const salary = await updateSalary(id, salaryUpdateSchema.parse(await readJson(request)));
  return json({ message: "Salary updated successfully!", data: salary });
});
