// The API's answers as a client receives them, derived from the shapes the services return
// (lib/services): tests name these instead of writing each entity's fields again.
import type { BookingApi } from "@/lib/services/bookings";
import type { HistoryApi } from "@/lib/services/histories";
import type { MaintenanceApi } from "@/lib/services/maintenance";
import type { RoomApi } from "@/lib/services/rooms";
import type { SalaryApi } from "@/lib/services/salaries";
import type { StaffApi } from "@/lib/services/staff";
import type { StudentApi } from "@/lib/services/students";
import type { WorkerApi } from "@/lib/services/workers";

/** A value after JSON: dates become ISO strings, everything else keeps its shape. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [Key in keyof T]: Json<T[Key]> }
      : T;

export type BookingJson = Json<BookingApi>;
export type PaymentJson = BookingJson["paymentHistory"][number];
export type HistoryJson = Json<HistoryApi>;
export type MaintenanceJson = Json<MaintenanceApi>;
export type RoomJson = Json<RoomApi>;
export type SalaryJson = Json<SalaryApi>;
export type SalaryHistoryEntryJson = SalaryJson["salaryHistory"][number];
export type StaffJson = Json<StaffApi>;
export type StudentJson = Json<StudentApi>;
export type WorkerJson = Json<WorkerApi>;
