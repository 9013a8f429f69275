import { listSalaries } from "@/lib/server/services/salaries";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/salaries?searchTerm=: every matching salary as CSV (its latest month).
export const GET = exportRoute({
  name: "salaries",
  loadPage: (query, page) => listSalaries({ ...query, page }),
  columns: (words) => [
    { header: "Employee Name", value: (row) => row.fullName },
    { header: "Type", value: (row) => words.employeeType(row.employeeType) },
    { header: "Salary Month", value: (row) => words.month(row.salaryMonth) },
    { header: "Basic Salary", value: (row) => row.basicSalary },
    { header: "Allowances", value: (row) => row.allowances },
    { header: "Deductions", value: (row) => row.deductions },
    { header: "Net Salary", value: (row) => row.netSalary },
    { header: "Payment Date", value: (row) => csvDate(row.paymentDate) },
  ],
});
