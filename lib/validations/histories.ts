import { z } from "zod";
import { optionalMoney, requiredText } from "./fields";
import { YEAR_MONTH, yearMonth } from "./salaries";

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

/** `?month=YYYY-MM` of the "Fill from records" call: a month the records' dates can hold (the dates' own 1900–2200). */
export const fillFromRecordsQuerySchema = z.object({
  month: yearMonth("Month").refine(
    (month) => !YEAR_MONTH.test(month) || (month >= "1900-01" && month <= "2200-12"),
    "Month must be a month from 1900-01 to 2200-12",
  ),
});

export type HistoryInput = z.output<typeof historySchema>;
export type HistoryUpdate = z.output<typeof historyUpdateSchema>;
export type FillFromRecordsQuery = z.output<typeof fillFromRecordsQuerySchema>;
