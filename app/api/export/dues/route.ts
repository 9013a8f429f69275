import { z } from "zod";
import { listDues, type CreditRow, type DuesRow } from "@/lib/server/services/dues";
import { duesQuerySchema, duesTabOf, filterOfTab } from "@/lib/validations/dues";
import { csvDate, exportRoute } from "../export-route";

// The screen's tab, as its URL has it: no filter is the Overdue tab, "all" every stay owing.
const exportQuerySchema = z.preprocess((query) => {
  const fields = (query ?? {}) as Record<string, unknown>;
  return { ...fields, filter: filterOfTab(duesTabOf(fields.filter)) };
}, duesQuerySchema);

// GET /api/export/dues?asOf=&filter=&searchTerm=: every row of the dues screen's tab (Overdue when no
// filter, every stay owing for "all", the stays in credit for "in_credit") as CSV; a credit is a negative "Owed".
export const GET = exportRoute<DuesRow | CreditRow, typeof exportQuerySchema>({
  name: "dues",
  query: exportQuerySchema,
  loadPage: async (query, page) => {
    const loaded = await listDues({ ...query, page, limit: 100 });
    return { rows: loaded.dues, totalPages: loaded.totalPages };
  },
  columns: (words) => [
    { header: "Room", value: (row) => row.roomNumber },
    { header: "Resident", value: (row) => row.studentName },
    { header: "Phone", value: (row) => row.phone },
    { header: "Status", value: (row) => words.stayStatus(row.status) },
    { header: "Months", value: (row) => row.unpaidPeriods.map((period) => words.month(period)).join("; ") },
    { header: "Owed", value: (row) => row.outstanding },
    { header: "Oldest Due", value: (row) => csvDate(row.oldestDueOn) },
    { header: "Days Overdue", value: (row) => row.daysOverdue },
    { header: "Last Payment", value: (row) => csvDate(row.lastPaymentOn) },
    { header: "Last Reminder", value: (row) => csvDate(row.lastReminderOn) },
  ],
});
