import { listExpenses, type ExpenseApi } from "@/lib/server/services/expenses";
import { expenseScreenQuerySchema } from "@/lib/validations/expenses";
import { csvDate, exportRoute } from "../export-route";

// GET /api/export/expenses?month=&category=&searchTerm=: every expense the /expenses screen lists for its
// filters (all pages; no month: this month, month=all: every month) as CSV; a voided one says so and why.
export const GET = exportRoute<ExpenseApi, typeof expenseScreenQuerySchema>({
  name: "expenses",
  query: expenseScreenQuerySchema,
  loadPage: async (query, page) => {
    const loaded = await listExpenses({ ...query, page }, 500);
    return { rows: loaded.expenses, totalPages: loaded.totalPages };
  },
  columns: (words) => [
    { header: "Date", value: (row) => csvDate(row.spentOn) },
    { header: "Category", value: (row) => row.category },
    { header: "Paid To", value: (row) => row.paidTo },
    { header: "Amount", value: (row) => row.amount },
    { header: "Mode", value: (row) => words.paymentMode(row.mode) },
    { header: "Reference", value: (row) => row.reference },
    { header: "Note", value: (row) => row.note },
    { header: "Recorded By", value: (row) => row.recordedBy?.username },
    { header: "Voided", value: (row) => words.yesNo(row.voided) },
    { header: "Void Reason", value: (row) => row.voidReason },
  ],
});
