import { listStudents } from "@/lib/server/services/students";
import { studentListQuerySchema } from "@/lib/validations/students";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/customers?searchTerm=&complete=: every matching customer as CSV. ID pictures are never
// exported (docs/register.md, "Privacy"): no column names them.
export const GET = exportRoute({
  name: "customers",
  query: studentListQuerySchema,
  loadPage: (query, page) => listStudents({ ...query, page }),
  columns: (words) => [
    { header: "Name", value: (row) => row.studentName },
    { header: "Father's Name", value: (row) => row.fatherName },
    { header: "Contact", value: (row) => row.contactNumber },
    { header: "CNIC", value: (row) => row.cnic },
    { header: "Email", value: (row) => row.email },
    { header: "Gender", value: (row) => words.gender(row.gender) },
    { header: "Date of Birth", value: (row) => csvDate(row.dob) },
    { header: "City", value: (row) => row.city },
    { header: "Department", value: (row) => row.department },
    { header: "Year", value: (row) => row.currentYear },
    { header: "Semester", value: (row) => row.semester },
    { header: "Blood Group", value: (row) => row.bloodGroup },
    { header: "Joining Date", value: (row) => csvDate(row.joinDate) },
    { header: "Current Address", value: (row) => row.currentAddress },
    { header: "Permanent Address", value: (row) => row.permanentAddress },
    { header: "Emergency Contact", value: (row) => row.emergencyContact },
  ],
});
