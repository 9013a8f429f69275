import { z } from "zod";
import { fieldSays, optionalMoney, requiredText } from "./fields";
import { YEAR_MONTH, yearMonth } from "./salaries";

// Counts and whole-rupee figures of a monthly record; empty means 0.
const figures = {
  students: optionalMoney("students"),
  bookings: optionalMoney("bookings"),
  staff: optionalMoney("staff"),
  workers: optionalMoney("workers"),
  staffSalary: optionalMoney("staffSalary"),
  workerSalary: optionalMoney("workerSalary"),
  totalSalary: optionalMoney("totalSalary"),
  securityCharges: optionalMoney("securityCharges"),
  maintenanceCost: optionalMoney("maintenanceCost"),
  paidAmount: optionalMoney("paidAmount"),
  receivedAmount: optionalMoney("receivedAmount"),
  electricityBill: optionalMoney("electricityBill"),
  waterBill: optionalMoney("waterBill"),
  gasBill: optionalMoney("gasBill"),
  internetBill: optionalMoney("internetBill"),
  otherBills: optionalMoney("otherBills"),
};

export const HISTORY_FIGURES = Object.keys(figures) as (keyof typeof figures)[];

/** Add History: a month such as 'April 2025' and the month's figures. */
export const historySchema = z.object({ month: requiredText("month", 50), ...figures });

/** Edit History changes the fields it sends. */
export const historyUpdateSchema = historySchema.partial();

/** `?month=YYYY-MM` of the "Fill from records" call: a month the records' dates can hold (the dates' own 1900–2200). */
export const fillFromRecordsQuerySchema = z.object({
  month: yearMonth("month").refine(
    (month) => !YEAR_MONTH.test(month) || (month >= "1900-01" && month <= "2200-12"),
    fieldSays("fieldMonthRange", "month"),
  ),
});

export type HistoryInput = z.output<typeof historySchema>;
export type HistoryUpdate = z.output<typeof historyUpdateSchema>;
export type FillFromRecordsQuery = z.output<typeof fillFromRecordsQuerySchema>;
