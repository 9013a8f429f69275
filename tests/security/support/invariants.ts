// The money and capacity rules the data must obey whatever was sent: read back through the API
// (both databases) and, on the PostgreSQL run, straight from the tables with SQL.
import { sql } from "./database";
import { getJson } from "./records";
import { onPostgres } from "./server";

interface BookingJson {
  _id: string;
  selectedRoom: string;
  totalPayment: number;
  totalPaid: number;
  remainingAmount: number;
  paymentStatus: string;
  paymentHistory: { amount: number }[];
}
interface RoomJson {
  _id: string;
  roomNumber: string;
  capacity: number;
  availableBeds: number;
}
interface SalaryJson {
  _id: string;
  basicSalary: number;
  allowances: number;
  deductions: number;
  netSalary: number;
  salaryHistory: { netSalary: number; basicSalary: number; allowances: number; deductions: number }[];
}
interface SummaryJson {
  totalIncome: number;
  totalBookings: number;
  totalRooms: number;
  paidSalaries: number;
}

const isMoney = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** Every rule broken, as readable lines; empty when the data is sound. */
export async function invariantViolations(token: string): Promise<string[]> {
  const problems: string[] = [];
  const [{ data: bookings }, { data: rooms }, { salaries }, { data: summary }] = await Promise.all([
    getJson<{ data: BookingJson[] }>("/api/bookings/get-all-bookings", token),
    getJson<{ data: RoomJson[] }>("/api/rooms/get-all-rooms", token),
    getJson<{ salaries: SalaryJson[] }>("/api/salary/get-all-salaries", token),
    getJson<{ data: SummaryJson }>("/api/dashboard/summary", token),
  ]);

  const bookedPerRoom = new Map<string, number>();
  for (const booking of bookings) {
    bookedPerRoom.set(booking.selectedRoom, (bookedPerRoom.get(booking.selectedRoom) ?? 0) + 1);
    const paid = booking.paymentHistory.reduce((sum, payment) => sum + payment.amount, 0);
    if (booking.totalPaid !== paid) problems.push(`booking ${booking._id}: totalPaid ${booking.totalPaid} but its payments sum to ${paid}`);
    if (booking.totalPaid > booking.totalPayment) problems.push(`booking ${booking._id}: paid ${booking.totalPaid} > total ${booking.totalPayment}`);
    if (booking.remainingAmount !== booking.totalPayment - booking.totalPaid) problems.push(`booking ${booking._id}: remainingAmount ${booking.remainingAmount} is not total − paid`);
    if (booking.paymentStatus !== (booking.remainingAmount <= 0 ? "paid" : "pending")) problems.push(`booking ${booking._id}: status ${booking.paymentStatus} with ${booking.remainingAmount} left`);
    if (!isMoney(booking.totalPayment) || !booking.paymentHistory.every((payment) => isMoney(payment.amount) && payment.amount > 0)) {
      problems.push(`booking ${booking._id}: an amount that is not whole positive rupees`);
    }
  }
  for (const room of rooms) {
    const booked = bookedPerRoom.get(room._id) ?? 0;
    if (booked > room.capacity) problems.push(`${room.roomNumber}: ${booked} bookings for ${room.capacity} beds`);
    if (room.availableBeds !== Math.max(room.capacity - booked, 0)) problems.push(`${room.roomNumber}: availableBeds ${room.availableBeds} with ${booked}/${room.capacity} booked`);
  }
  const roomIds = new Set(rooms.map((room) => room._id));
  for (const booking of bookings) if (!roomIds.has(booking.selectedRoom)) problems.push(`booking ${booking._id}: its room is gone`);

  let historyTotal = 0;
  for (const salary of salaries) {
    if (salary.netSalary !== salary.basicSalary + salary.allowances - salary.deductions || salary.netSalary < 0) problems.push(`salary ${salary._id}: net ${salary.netSalary} is wrong`);
    if (salary.salaryHistory.length === 0) problems.push(`salary ${salary._id}: no history entry`);
    for (const entry of salary.salaryHistory) {
      historyTotal += entry.netSalary;
      if (entry.netSalary !== entry.basicSalary + entry.allowances - entry.deductions) problems.push(`salary ${salary._id}: a history entry with a wrong net`);
    }
  }

  // The dashboard sums the tables themselves: a payment or salary-history row that belongs to no
  // record listed above would make these totals differ.
  const income = bookings.reduce((sum, booking) => sum + booking.totalPaid, 0);
  if (summary.totalIncome !== income) problems.push(`dashboard income ${summary.totalIncome} ≠ the bookings' total paid ${income}`);
  if (summary.paidSalaries !== historyTotal) problems.push(`dashboard paid salaries ${summary.paidSalaries} ≠ the salary histories' total ${historyTotal} (orphan history rows?)`);
  if (summary.totalBookings !== bookings.length) problems.push(`dashboard counts ${summary.totalBookings} bookings, the list ${bookings.length}`);
  if (summary.totalRooms !== rooms.length) problems.push(`dashboard counts ${summary.totalRooms} rooms, the list ${rooms.length}`);

  if (onPostgres) problems.push(...(await sqlViolations()));
  return problems;
}

/** The same rules straight from the tables. */
async function sqlViolations(): Promise<string[]> {
  const checks: [string, string][] = [
    ["payments above a booking's total", `select b.id from bookings b join booking_payments p on p.booking_id = b.id group by b.id, b.total_payment having sum(p.amount) > b.total_payment`],
    ["payments that are not positive", `select id from booking_payments where amount <= 0`],
    ["orphan payments", `select p.id from booking_payments p left join bookings b on b.id = p.booking_id where b.id is null`],
    ["orphan salary history", `select h.id from salary_history h left join salaries s on s.id = h.salary_id where s.id is null`],
    ["salaries without history", `select s.id from salaries s left join salary_history h on h.salary_id = s.id where h.id is null`],
    ["rooms over capacity", `select r.room_number from rooms r join bookings b on b.room_id = r.id group by r.id, r.room_number, r.capacity having count(*) > r.capacity`],
    ["bookings of a missing customer or room", `select b.id from bookings b left join students s on s.id = b.student_id left join rooms r on r.id = b.room_id where s.id is null or r.id is null`],
    ["salaries of a missing employee", `select s.id from salaries s where (s.employee_type = 'Staff' and not exists (select 1 from staff e where e.id = s.employee_id)) or (s.employee_type = 'Worker' and not exists (select 1 from workers e where e.id = s.employee_id))`],
    ["negative money", `select id from bookings where total_payment < 0 or advanced_payment < 0 or security_charges < 0`],
  ];
  const problems: string[] = [];
  for (const [name, query] of checks) {
    const rows = await sql(query);
    if (rows.length > 0) problems.push(`SQL: ${rows.length} ${name}: ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return problems;
}
