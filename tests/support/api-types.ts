// The API's answers as a client receives them, derived from the shapes the services return
// (lib/server/services): tests name these instead of writing each entity's fields again.
import type { BookingApi } from "@/lib/server/services/bookings";
import type { HistoryApi } from "@/lib/server/services/histories";
import type { MaintenanceApi } from "@/lib/server/services/maintenance";
import type { RoomApi } from "@/lib/server/services/rooms";
import type { SalaryApi } from "@/lib/server/services/salaries";
import type { StaffApi } from "@/lib/server/services/staff";
import type { StudentApi } from "@/lib/server/services/students";
import type { WorkerApi } from "@/lib/server/services/workers";

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
