import { listHistories } from "@/lib/server/services/histories";
import { exportRoute } from "../export-route";

// GET /api/export/histories?searchTerm=: every matching monthly history as CSV.
export const GET = exportRoute({
  name: "histories",
  loadPage: (query, page) => listHistories({ ...query, page }),
  columns: () => [
    { header: "Month", value: (row) => row.month },
    { header: "Total Students", value: (row) => row.students },
    { header: "Bookings", value: (row) => row.bookings },
    { header: "Staff", value: (row) => row.staff },
    { header: "Workers", value: (row) => row.workers },
    { header: "Staff Salary", value: (row) => row.staffSalary },
    { header: "Worker Salary", value: (row) => row.workerSalary },
    { header: "Total Salary", value: (row) => row.totalSalary },
    { header: "Security Charges", value: (row) => row.securityCharges },
    { header: "Maintenance Cost", value: (row) => row.maintenanceCost },
    { header: "Electricity Bill", value: (row) => row.electricityBill },
    { header: "Water Bill", value: (row) => row.waterBill },
    { header: "Gas Bill", value: (row) => row.gasBill },
    { header: "Internet Bill", value: (row) => row.internetBill },
    { header: "Other Bills", value: (row) => row.otherBills },
    { header: "Paid Amount", value: (row) => row.paidAmount },
    { header: "Received Amount", value: (row) => row.receivedAmount },
  ],
});
