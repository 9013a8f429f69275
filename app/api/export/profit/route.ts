import type { MonthProfit } from "@/lib/money";
import { profitReport } from "@/lib/server/services/profit";
import { profitQuerySchema } from "@/lib/validations/reports";
import { exportRoute } from "../export-route";

const KINDS = ["rent", "stay", "late_fee", "sudden_departure", "damage", "lost_key"];
/** What the month's payments paid for beyond the panel's own kinds: the extras (Mess, Electricity…), by their names. */
const extrasOf = (month: MonthProfit) =>
  Object.entries(month.income.byKind).reduce((sum, [kind, amount]) => sum + (KINDS.includes(kind) ? 0 : amount), 0);
const categoriesOf = (month: MonthProfit) => Object.values(month.expenses.byCategory).reduce((sum, amount) => sum + amount, 0);

// GET /api/export/profit?month= or ?from=&to=: the profit report's months as CSV, one row a month.
export const GET = exportRoute<MonthProfit, typeof profitQuerySchema>({
  name: "profit",
  query: profitQuerySchema,
  loadPage: async (query) => ({ rows: (await profitReport(query)).months, totalPages: 1 }),
  columns: (words) => [
    { header: "Month", value: (row) => words.month(row.month) },
    { header: "Rent", value: (row) => row.income.byKind.rent ?? 0 },
    { header: "Stays", value: (row) => row.income.byKind.stay ?? 0 },
    { header: "Extras", value: (row) => extrasOf(row) },
    { header: "Late Fees", value: (row) => row.income.byKind.late_fee ?? 0 },
    {
      header: "Check-out Charges",
      value: (row) => (row.income.byKind.sudden_departure ?? 0) + (row.income.byKind.damage ?? 0) + (row.income.byKind.lost_key ?? 0),
    },
    { header: "Advance", value: (row) => row.income.advance },
    { header: "Deposits Kept", value: (row) => row.income.depositsKept },
    { header: "Advance Refunded", value: (row) => row.income.advanceRefunded },
    { header: "Income", value: (row) => row.income.total },
    { header: "Expenses", value: (row) => categoriesOf(row) },
    { header: "Salaries", value: (row) => row.expenses.salaries },
    { header: "Maintenance", value: (row) => row.expenses.maintenance },
    { header: "Total Expenses", value: (row) => row.expenses.total },
    { header: "Profit", value: (row) => row.profit },
    { header: "Deposits Received", value: (row) => row.deposits.received },
    { header: "Deposits Returned", value: (row) => row.deposits.returned },
    { header: "Money In", value: (row) => row.moneyIn },
    { header: "Money Out", value: (row) => row.moneyOut },
  ],
});
