import { listWorkers } from "@/lib/server/services/workers";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/workers?searchTerm=: every matching worker as CSV.
export const GET = exportRoute({
  name: "workers",
  loadPage: (query, page) => listWorkers({ ...query, page }),
  columns: (words) => [
    { header: "Name", value: (row) => row.fullName },
    { header: "Job Role", value: (row) => row.jobRole },
    { header: "Shift Timing", value: (row) => row.shiftTiming },
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
