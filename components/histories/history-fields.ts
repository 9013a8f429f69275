import type { HISTORY_FIGURES } from "@/lib/validations/histories";

export type HistoryFigure = (typeof HISTORY_FIGURES)[number];

export interface FigureGroup {
  /** The group's title in the "histories" catalogue (`groups.<key>`); each figure's label is `figures.<name>`. */
  key: "counts" | "salaries" | "incomeExpenses" | "bills";
  /** Amounts are rupees (shown in PKR); counts are plain numbers. */
  kind: "count" | "amount";
  figures: HistoryFigure[];
}

/** The monthly record's figures in the order and groups the form and the report show them. */
export const FIGURE_GROUPS: FigureGroup[] = [
  { key: "counts", kind: "count", figures: ["students", "bookings", "staff", "workers"] },
  { key: "salaries", kind: "amount", figures: ["staffSalary", "workerSalary", "totalSalary"] },
  { key: "incomeExpenses", kind: "amount", figures: ["securityCharges", "maintenanceCost", "paidAmount", "receivedAmount"] },
  { key: "bills", kind: "amount", figures: ["electricityBill", "waterBill", "gasBill", "internetBill", "otherBills"] },
];
