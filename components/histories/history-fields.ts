import type { HISTORY_FIGURES } from "@/lib/validations/histories";

export type HistoryFigure = (typeof HISTORY_FIGURES)[number];

export interface FigureGroup {
  title: string;
  /** Amounts are rupees (shown in PKR); counts are plain numbers. */
  kind: "count" | "amount";
  figures: { name: HistoryFigure; label: string }[];
}

/** The monthly record's figures in the order and groups the form and the report show them. */
export const FIGURE_GROUPS: FigureGroup[] = [
  {
    title: "Counts",
    kind: "count",
    figures: [
      { name: "students", label: "Total Students" },
      { name: "bookings", label: "Bookings" },
      { name: "staff", label: "Staff" },
      { name: "workers", label: "Workers" },
    ],
  },
  {
    title: "Salaries",
    kind: "amount",
    figures: [
      { name: "staffSalary", label: "Staff Salary" },
      { name: "workerSalary", label: "Worker Salary" },
      { name: "totalSalary", label: "Total Salary" },
    ],
  },
  {
    title: "Income and expenses",
    kind: "amount",
    figures: [
      { name: "securityCharges", label: "Security Charges" },
      { name: "maintenanceCost", label: "Maintenance Cost" },
      { name: "paidAmount", label: "Paid Amount" },
      { name: "receivedAmount", label: "Received Amount" },
    ],
  },
  {
    title: "Bills",
    kind: "amount",
    figures: [
      { name: "electricityBill", label: "Electricity Bill" },
      { name: "waterBill", label: "Water Bill" },
      { name: "gasBill", label: "Gas Bill" },
      { name: "internetBill", label: "Internet Bill" },
      { name: "otherBills", label: "Other Bills" },
    ],
  },
];
