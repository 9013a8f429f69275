import { listStaff } from "@/lib/server/services/staff";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/staffs?searchTerm=: every matching staff member as CSV.
export const GET = exportRoute({
  name: "staff",
  loadPage: (query, page) => listStaff({ ...query, page }),
  columns: (words) => [
    { header: "Name", value: (row) => row.fullName },
    { header: "Designation", value: (row) => row.designation },
    { header: "Department", value: (row) => row.department },
    { header: "Email", value: (row) => row.email },
    { header: "Phone", value: (row) => row.phone },
    { header: "CNIC", value: (row) => row.cnic },
    { header: "Gender", value: (row) => words.employeeGender(row.gender) },
    { header: "Date of Birth", value: (row) => csvDate(row.dob) },
    { header: "Joining Date", value: (row) => csvDate(row.joinDate) },
    { header: "Salary", value: (row) => row.salary },
    { header: "Address", value: (row) => row.address },
  ],
});
