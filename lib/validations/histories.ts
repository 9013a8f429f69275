import { z } from "zod";
import { optionalMoney, requiredText } from "./fields";
import { yearMonth } from "./salaries";

// Counts and whole-rupee figures of a monthly record; empty means 0.
const figures = {
  students: optionalMoney("Students"),
  bookings: optionalMoney("Bookings"),
  staff: optionalMoney("Staff"),
  workers: optionalMoney("Workers"),
  staffSalary: optionalMoney("Staff salary"),
  workerSalary: optionalMoney("Worker salary"),
  totalSalary: optionalMoney("Total salary"),
  securityCharges: optionalMoney("Security charges"),
  maintenanceCost: optionalMoney("Maintenance cost"),
  paidAmount: optionalMoney("Paid amount"),
  receivedAmount: optionalMoney("Received amount"),
  electricityBill: optionalMoney("Electricity bill"),
  waterBill: optionalMoney("Water bill"),
  gasBill: optionalMoney("Gas bill"),
  internetBill: optionalMoney("Internet bill"),
  otherBills: optionalMoney("Other bills"),
};

export const HISTORY_FIGURES = Object.keys(figures) as (keyof typeof figures)[];

/** Add History: a month such as 'April 2025' and the month's figures. */
export const historySchema = z.object({ month: requiredText("Month", 50), ...figures });

/** Edit History changes the fields it sends. */
export const historyUpdateSchema = historySchema.partial();

/** `?month=YYYY-MM` of the "Fill from records" call. */
export const fillFromRecordsQuerySchema = z.object({ month: yearMonth("Month") });

export type HistoryInput = z.output<typeof historySchema>;
export type HistoryUpdate = z.output<typeof historyUpdateSchema>;
export type FillFromRecordsQuery = z.output<typeof fillFromRecordsQuerySchema>;
