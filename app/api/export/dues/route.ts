import { formatYearMonth, humanize } from "@/lib/format";
import { listDues } from "@/lib/services/dues";
import { duesQuerySchema } from "@/lib/validations/stays";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/dues?asOf=&filter=&searchTerm=: every matching row of the dues list as CSV.
export const GET = exportRoute({
  name: "dues",
  query: duesQuerySchema,
  loadPage: async (query, page) => {
    const loaded = await listDues({ ...query, page, limit: 100 });
    return { rows: loaded.dues, totalPages: loaded.totalPages };
  },
  columns: [
    { header: "Room", value: (row) => row.roomNumber },
    { header: "Resident", value: (row) => row.studentName },
    { header: "Phone", value: (row) => row.phone },
    { header: "Status", value: (row) => humanize(row.status) },
    { header: "Months", value: (row) => row.unpaidPeriods.map((period) => formatYearMonth(period)).join("; ") },
    { header: "Owed", value: (row) => row.outstanding },
    { header: "Oldest Due", value: (row) => csvDate(row.oldestDueOn) },
    { header: "Days Overdue", value: (row) => row.daysOverdue },
    { header: "Last Payment", value: (row) => csvDate(row.lastPaymentOn) },
    { header: "Last Reminder", value: (row) => csvDate(row.lastReminderOn) },
  ],
});
