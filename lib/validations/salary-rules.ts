// The salary rules the salary form needs as the admin types, without zod (./salaries.ts applies them).

/** Net salary = basic + allowances − deductions; computed by the server only, never taken from the client. */
export function netSalaryOf(figures: { basicSalary: number; allowances: number; deductions: number }): number {
  return figures.basicSalary + figures.allowances - figures.deductions;
}
