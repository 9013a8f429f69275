import { listMaintenance } from "@/lib/server/services/maintenance";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/maintenances?searchTerm=: every matching maintenance job as CSV.
export const GET = exportRoute({
  name: "maintenance",
  loadPage: (query, page) => listMaintenance({ ...query, page }),
  columns: (words) => [
    { header: "Title", value: (row) => row.title },
    { header: "Type", value: (row) => words.maintenanceType(row.maintenanceType) },
    { header: "Location", value: (row) => row.location },
    { header: "Issue", value: (row) => row.issueDescription },
    { header: "Assigned To", value: (row) => row.assignedTo },
    { header: "Status", value: (row) => words.maintenanceStatus(row.status) },
    { header: "Total Cost", value: (row) => row.totalCost },
    { header: "Payment Method", value: (row) => words.maintenancePaymentMethod(row.paymentMethod) },
    { header: "Paid By", value: (row) => row.paidBy },
    { header: "Payment Date", value: (row) => csvDate(row.paymentDate) },
    { header: "Work Start Date", value: (row) => csvDate(row.workStartDate) },
    { header: "Work Completion Date", value: (row) => csvDate(row.workCompletionDate) },
  ],
});
