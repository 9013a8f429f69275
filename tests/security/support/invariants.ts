// The money and capacity rules the data must obey whatever was sent: read back through the API
// (both databases) and, on the PostgreSQL run, straight from the tables with SQL.
import { sql } from "./database";
import { getJson } from "./records";
import { onPostgres } from "./server";
import type { dashboardSummary } from "@/lib/server/services/dashboard";
import type { roomOccupancy } from "@/lib/server/services/occupancy";
import type { BookingJson, Json, RoomJson, SalaryJson } from "../../support/api-types";

type OccupancyJson = Json<Awaited<ReturnType<typeof roomOccupancy>>>;
type SummaryJson = Json<Awaited<ReturnType<typeof dashboardSummary>>>;

const isMoney = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value >= 0;
const LIVE = new Set(["reserved", "active", "notice"]);

/** Every rule broken, as readable lines; empty when the data is sound. */
export async function invariantViolations(token: string): Promise<string[]> {
  const problems: string[] = [];
  const [{ data: bookings }, { data: rooms }, occupancy, { salaries }, { data: summary }] = await Promise.all([
    getJson<{ data: BookingJson[] }>("/api/bookings/get-all-bookings", token),
    getJson<{ data: RoomJson[] }>("/api/rooms/get-all-rooms", token),
    getJson<OccupancyJson>("/api/rooms/occupancy", token),
    getJson<{ salaries: SalaryJson[] }>("/api/salary/get-all-salaries", token),
    getJson<{ data: SummaryJson }>("/api/dashboard/summary", token),
  ]);

  // The spec's figures of each booking agree with its payments. Rent beyond the agreed term is paid
  // through the payments call, so total paid may pass the total (the rest is credit).
  for (const booking of bookings) {
    const paid = booking.paymentHistory.reduce((sum, payment) => sum + payment.amount, 0);
    if (booking.totalPaid !== paid) problems.push(`booking ${booking._id}: totalPaid ${booking.totalPaid} but its payments sum to ${paid}`);
    if (booking.remainingAmount !== booking.totalPayment - booking.totalPaid)
      problems.push(`booking ${booking._id}: remainingAmount ${booking.remainingAmount} is not total − paid`);
    if (booking.paymentStatus !== (booking.remainingAmount <= 0 ? "paid" : "pending"))
      problems.push(`booking ${booking._id}: status ${booking.paymentStatus} with ${booking.remainingAmount} left`);
    if (!isMoney(booking.totalPayment) || !booking.paymentHistory.every((payment) => isMoney(payment.amount) && payment.amount > 0)) {
      problems.push(`booking ${booking._id}: an amount that is not whole positive rupees`);
    }
  }

  // Beds today: no room holds more stays than beds, and every answer counts the same free beds.
  const occupied = new Map(occupancy.rooms.map((room) => [room._id, room]));
  for (const room of rooms) {
    const today = occupied.get(room._id);
    if (!today) {
      problems.push(`${room.roomNumber}: missing from the occupancy`);
      continue;
    }
    if (today.stays.length > room.capacity) problems.push(`${room.roomNumber}: ${today.stays.length} stays for ${room.capacity} beds`);
    if (today.free !== Math.max(room.capacity - today.stays.length, 0))
      problems.push(`${room.roomNumber}: occupancy says ${today.free} free with ${today.stays.length}/${room.capacity} taken`);
    if (room.availableBeds !== today.free)
      problems.push(`${room.roomNumber}: availableBeds ${room.availableBeds}, occupancy ${today.free} free`);
  }
  const roomIds = new Set(rooms.map((room) => room._id));
  for (const booking of bookings) {
    if (LIVE.has(booking.status) && !roomIds.has(booking.selectedRoom ?? ""))
      problems.push(`booking ${booking._id} (${booking.status}): its room is gone`);
  }

  let historyTotal = 0;
  for (const salary of salaries) {
    if (salary.netSalary !== salary.basicSalary + salary.allowances - salary.deductions || salary.netSalary < 0)
      problems.push(`salary ${salary._id}: net ${salary.netSalary} is wrong`);
    if (salary.salaryHistory.length === 0) problems.push(`salary ${salary._id}: no history entry`);
    for (const entry of salary.salaryHistory) {
      historyTotal += entry.netSalary;
      if (entry.netSalary !== entry.basicSalary + entry.allowances - entry.deductions)
        problems.push(`salary ${salary._id}: a history entry with a wrong net`);
    }
  }

  // The dashboard sums the tables themselves. Its income holds every valid payment, those of deleted
  // bookings too (money is never deleted), so it is at least the listed bookings' total paid; the
  // PostgreSQL run checks it exactly against the payments table.
  const income = bookings.reduce((sum, booking) => sum + booking.totalPaid, 0);
  if (summary.totalIncome < income) problems.push(`dashboard income ${summary.totalIncome} < the bookings' total paid ${income}`);
  if (summary.paidSalaries !== historyTotal)
    problems.push(`dashboard paid salaries ${summary.paidSalaries} ≠ the salary histories' total ${historyTotal} (orphan history rows?)`);
  if (summary.totalBookings !== bookings.length)
    problems.push(`dashboard counts ${summary.totalBookings} bookings, the list ${bookings.length}`);
  if (summary.totalRooms !== rooms.length) problems.push(`dashboard counts ${summary.totalRooms} rooms, the list ${rooms.length}`);

  if (onPostgres) problems.push(...(await sqlViolations(summary.totalIncome)));
  return problems;
}

/** The same rules straight from the tables. */
async function sqlViolations(dashboardIncome: number): Promise<string[]> {
  // Stays that hold a bed: neither deleted nor cancelled, from their first day in a room to their last.
  const held = `select sr.room_id, sr.from_date, coalesce(least(sr.to_date, b.leave_date), 'infinity'::date) as last_day
    from stay_rooms sr join bookings b on b.id = sr.booking_id where b.deleted_at is null and b.status <> 'cancelled'`;
  const checks: [string, string][] = [
    ["payments that are not positive", `select id from booking_payments where amount <= 0`],
    ["voided payments without a reason", `select id from booking_payments where voided and coalesce(void_reason, '') = ''`],
    ["orphan payments", `select p.id from booking_payments p left join bookings b on b.id = p.booking_id where b.id is null`],
    ["repeated receipt numbers", `select receipt_no from booking_payments group by receipt_no having count(*) > 1`],
    ["orphan salary history", `select h.id from salary_history h left join salaries s on s.id = h.salary_id where s.id is null`],
    ["salaries without history", `select s.id from salaries s left join salary_history h on h.salary_id = s.id where h.id is null`],
    // Beds are taken only on the days stays move in: a room over capacity is over it on one of those days.
    [
      "rooms over capacity on some day",
      `with held as (${held}) select r.room_number, d.from_date from held d join rooms r on r.id = d.room_id
        where (select count(*) from held h where h.room_id = d.room_id and h.from_date <= d.from_date and h.last_day >= d.from_date) > r.capacity`,
    ],
    [
      "live stays of a missing customer or room",
      `select b.id from bookings b left join students s on s.id = b.student_id left join rooms r on r.id = b.room_id
        where b.deleted_at is null and b.status in ('reserved', 'active', 'notice') and (s.id is null or r.id is null)`,
    ],
    [
      "salaries of a missing employee",
      `select s.id from salaries s where (s.employee_type = 'Staff' and not exists (select 1 from staff e where e.id = s.employee_id)) or (s.employee_type = 'Worker' and not exists (select 1 from workers e where e.id = s.employee_id))`,
    ],
    ["negative money", `select id from bookings where total_payment < 0 or advanced_payment < 0 or security_charges < 0`],
    [
      "a dashboard income other than the sum of valid payments",
      `select sum(amount) from booking_payments where not voided having coalesce(sum(amount), 0) <> ${dashboardIncome}`,
    ],
  ];
  const problems: string[] = [];
  for (const [name, query] of checks) {
    const rows = await sql(query);
    if (rows.length > 0) problems.push(`SQL: ${rows.length} ${name}: ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return problems;
}
