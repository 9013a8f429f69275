// Helpers for the tests of lib/money/README.md, "Changing a stay" (rules 11–16): every call that changes a stay,
// the stay's answers and stored rows taken as one snapshot ("nothing changed" is a snapshot compared
// before and after), and the bed rule counted straight in the database for every day of a window.
import type { CheckOutFigures } from "@/lib/money";
import { count, inArray, sql } from "drizzle-orm";
import { POST as addRoomRoute } from "@/app/api/rooms/add-room/route";
import { GET as occupancyRoute } from "@/app/api/rooms/occupancy/route";
import { POST as addBookingRoute } from "@/app/api/bookings/add-booking/route";
import { GET as getBookingRoute } from "@/app/api/bookings/get-booking/[id]/route";
import { PUT as updateBookingRoute } from "@/app/api/bookings/update-booking/[id]/route";
import { DELETE as deleteBookingRoute } from "@/app/api/bookings/delete-booking/[id]/route";
import { POST as paymentsRoute } from "@/app/api/bookings/[id]/payments/route";
import { GET as ledgerRoute } from "@/app/api/bookings/[id]/ledger/route";
import { POST as noticeRoute, DELETE as withdrawNoticeRoute } from "@/app/api/bookings/[id]/notice/route";
import { POST as checkOutRoute } from "@/app/api/bookings/[id]/check-out/route";
// A namespace import: if the DELETE (withdraw a transfer dated ahead) went missing, a missing
// named export would stop the whole file from loading instead of failing the tests that use it.
import * as transferRoutes from "@/app/api/bookings/[id]/transfer/route";
import { POST as cancelRoute } from "@/app/api/bookings/[id]/cancel/route";
import { GET as paymentRoute } from "@/app/api/payments/[id]/route";
import { POST as voidRoute } from "@/app/api/payments/[id]/void/route";
import { GET as auditRoute } from "@/app/api/audit/route";
import { GET as duesRoute } from "@/app/api/dues/route";
import { GET as dashboardRoute } from "@/app/api/dashboard/summary/route";
import { getDb, rowsOf } from "@/lib/server/db";
import { hostelTime } from "@/lib/time";
import { addDays, type Day } from "@/lib/money";
import { bookingPayments, bookings } from "@/models/bookings";
import { auditEntries, charges, settlements, stayRooms } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import { students } from "@/models/students";
import { callJson, type JsonResponse } from "./records";

// The wordings of lib/money/README.md and the API, exactly.
export const CLOSED = "This stay is closed. Its dates and money can no longer change.";
export const CLOSED_DELETE = "A closed stay is kept as history.";
export const BEGUN_DURATION_TYPE = "How this stay is charged cannot change once it has begun. Check it out and make a new booking.";
export const noBed = (roomNumber: string, day: Day) => `No bed left in ${roomNumber} on ${ddmmyyyy(day)}.`;
export const duplicateReference = (reference: string, receiptNo: string) => `Reference ${reference} was already recorded on ${receiptNo}.`;

/** Today on the hostel's calendar (the real date: the tests hold whatever day they run on). */
export const today = (): Day => hostelTime(new Date()).date;
/** `n` days after today (before it when negative). */
export const dayAfter = (n: number): Day => addDays(today(), n);
/** A day as the screens write it, DD-MM-YYYY. */
export const ddmmyyyy = (day: Day) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

export interface AllocationJson {
  chargeId: string;
  period: string | null;
  kind: string;
  amount: number;
}
export interface IssuedJson {
  allocations: (AllocationJson & { description: string })[];
  advance: number;
}
export interface PaymentJson {
  _id: string;
  bookingId: string;
  receiptNo: string;
  amount: number;
  paidOn: string;
  mode: string;
  reference: string | null;
  note: string | null;
  voided: boolean;
  voidReason: string | null;
  allocations: AllocationJson[];
  recordedBy?: { _id: string | null; username: string } | null;
  asIssued?: IssuedJson | null;
  createdAt: string;
}
export interface ChargeJson {
  _id: string;
  kind: string;
  period: string | null;
  description: string;
  amount: number;
  chargedOn: string;
  dueOn: string;
  paid: number;
  outstanding: number;
}
/** A settlement as the API answers it: the check-out's figures (lib/money/check-out.ts) and how the refund was paid. */
export type SettlementJson = CheckOutFigures & { refundMode?: string | null };
export interface Totals {
  charged: number;
  paid: number;
  depositApplied: number;
  creditRefunded: number;
  balance: number;
}
export interface LedgerJson {
  bookingId: string;
  status: string;
  monthlyRent: number;
  deposit: number;
  asOf: string;
  charges: ChargeJson[];
  payments: PaymentJson[];
  totals: Totals;
  settlement: SettlementJson | null;
}
export interface StayJson {
  _id: string;
  studentId: string | null;
  studentName: string;
  selectedRoom: string | null;
  status: string;
  bookingDate: string;
  durationType: string;
  durationValue: number;
  totalPayment: number;
  securityCharges: number;
  securityPaymentMode: string | null;
  paymentMode: string | null;
  paidMonths: number;
  notes: string | null;
  monthlyRent: number;
  noticeDate: string | null;
  leaveDate: string | null;
  balance: number;
  totalPaid: number;
  updatedAt: string;
  rooms: { roomId: string | null; roomNumber: string; from: string; to: string | null }[];
  paymentHistory: { _id: string; amount: number; paidOn: string; mode: string; receiptNo: string }[];
}
export interface AuditEntryJson {
  _id: string;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}
export interface DuesRowJson {
  bookingId: string;
  studentName: string;
  status: string;
  outstanding: number;
  unpaidPeriods: string[];
  oldestDueOn: string;
  daysOverdue: number;
}
export interface RoomJson {
  _id: string;
  roomNumber: string;
  capacity: number;
  monthlyRent: number;
}
/** An answer with the fields any of these calls may carry. */
export interface Answer {
  message?: string;
  errors?: Record<string, string>;
  data?: StayJson;
  booking?: StayJson;
  settlement?: SettlementJson;
  payment?: PaymentJson;
  balance?: number;
}

type Handler = Parameters<typeof callJson>[0];
const id = (bookingId: string) => ({ id: bookingId });
const withdrawTransferRoute = (transferRoutes as Record<string, unknown>).DELETE as Handler | undefined;

/** Every call of a stay, as a signed-in admin (the file's first one, or `token`). */
export const stayApi = {
  addBooking: (body: Record<string, unknown>, token?: string) => callJson<Answer>(addBookingRoute, { body, token }),
  getBooking: (bookingId: string) => callJson<Answer>(getBookingRoute, { params: id(bookingId) }),
  update: (bookingId: string, body: Record<string, unknown>, token?: string) =>
    callJson<Answer>(updateBookingRoute, { method: "PUT", params: id(bookingId), body, token }),
  remove: (bookingId: string) => callJson<Answer>(deleteBookingRoute, { method: "DELETE", params: id(bookingId) }),
  pay: (bookingId: string, body: Record<string, unknown>, token?: string) =>
    callJson<Answer>(paymentsRoute, { params: id(bookingId), body, token }),
  ledger: (bookingId: string, asOf?: Day) =>
    callJson<LedgerJson & Answer>(ledgerRoute, { params: id(bookingId), query: asOf ? { asOf } : {} }),
  notice: (bookingId: string, body: Record<string, unknown>) => callJson<Answer>(noticeRoute, { params: id(bookingId), body }),
  withdrawNotice: (bookingId: string) => callJson<Answer>(withdrawNoticeRoute, { method: "DELETE", params: id(bookingId) }),
  transfer: (bookingId: string, body: Record<string, unknown>) => callJson<Answer>(transferRoutes.POST, { params: id(bookingId), body }),
  withdrawTransfer: (bookingId: string) => {
    if (!withdrawTransferRoute)
      throw new Error(
        "app/api/bookings/[id]/transfer/route.ts exports no DELETE (withdrawing a transfer dated ahead, lib/money/README.md, rule 14)",
      );
    return callJson<Answer>(withdrawTransferRoute, { method: "DELETE", params: id(bookingId) });
  },
  cancel: (bookingId: string, body: Record<string, unknown>) => callJson<Answer>(cancelRoute, { params: id(bookingId), body }),
  checkOut: (bookingId: string, body: Record<string, unknown>) => callJson<Answer>(checkOutRoute, { params: id(bookingId), body }),
  payment: (paymentId: string, token?: string) => callJson<Answer>(paymentRoute, { params: id(paymentId), token }),
  voidPayment: (paymentId: string, body: Record<string, unknown>) => callJson<Answer>(voidRoute, { params: id(paymentId), body }),
  audit: (query: Record<string, string | number>) => callJson<{ entries: AuditEntryJson[]; totalPages: number }>(auditRoute, { query }),
  occupancy: (on?: Day) =>
    callJson<{
      rooms: {
        _id: string;
        roomNumber: string;
        capacity: number;
        free: number;
        stays: { bookingId: string; status: string; outstanding: number }[];
      }[];
    }>(occupancyRoute, { query: on ? { on } : {} }),
  dues: (query: Record<string, string | number>) => callJson<{ dues: DuesRowJson[]; totalDues: number }>(duesRoute, { query }),
  totalIncome: async () => (await callJson<{ data: { totalIncome: number } }>(dashboardRoute)).body.data.totalIncome,
};

// Rooms are numbered Room 1 to Room 36 (a check constraint): numbers are handed out from that list,
// and a room retired with `retireRooms` gives its number back.
const roomNumbersInUse = new Set<number>();

/** A room through the API with the next free number. */
export async function newRoom({ rent = 9000, capacity = 1 }: { rent?: number; capacity?: number } = {}): Promise<RoomJson> {
  let number = 1;
  while (roomNumbersInUse.has(number)) number += 1;
  if (number > 36) throw new Error("all 36 room numbers are in use: retire some rooms first");
  roomNumbersInUse.add(number);
  const answer = await callJson<{ data: RoomJson }>(addRoomRoute, { body: { roomNumber: `Room ${number}`, capacity, monthlyRent: rent } });
  if (answer.status !== 201) throw new Error(`add-room answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/**
 * Deletes rooms straight in the database, as a room deleted after its stays (their room becomes null,
 * their stay_rooms keep the number as text): a finished property-test run gives its room numbers
 * back. Charges, payments and settlements are not touched.
 */
export async function retireRooms(list: RoomJson[]): Promise<void> {
  if (list.length === 0) return;
  const db = await getDb();
  await db.delete(rooms).where(
    inArray(
      rooms.id,
      list.map((room) => room._id),
    ),
  );
  for (const room of list) roomNumbersInUse.delete(Number(room.roomNumber.replace("Room ", "")));
}

let residentCount = 0;
/** A new customer, straight in the database (the customers' API is not under test here). */
export async function newResident(name?: string): Promise<{ id: string; name: string }> {
  const db = await getDb();
  const studentName = name ?? `Resident ${String(++residentCount).padStart(4, "0")}`;
  const [row] = await db
    .insert(students)
    .values({ studentName, fatherName: "Father", contactNumber: "0300-1234567" })
    .returning({ id: students.id });
  return { id: row!.id, name: studentName };
}

/** Books a new resident with `body`; fails unless the answer is 201. */
export async function book(body: Record<string, unknown>): Promise<StayJson> {
  const resident = await newResident();
  const answer = await stayApi.addBooking({ studentId: resident.id, ...body });
  if (answer.status !== 201) throw new Error(`add-booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data!;
}

/** The booking as the API shows it now (fails unless 200). */
export async function stayNow(bookingId: string): Promise<StayJson> {
  const answer = await stayApi.getBooking(bookingId);
  if (answer.status !== 200) throw new Error(`get-booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data!;
}

/** The ledger as of today (fails unless 200). */
export async function ledgerNow(bookingId: string, asOf?: Day): Promise<LedgerJson> {
  const answer = await stayApi.ledger(bookingId, asOf);
  if (answer.status !== 200) throw new Error(`ledger answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The whole record as the Update Booking screen sends it: every field, the date as DD-MM-YYYY, no payment. */
export function editForm(stay: StayJson): Record<string, unknown> {
  return {
    selectedRoom: stay.selectedRoom,
    durationType: stay.durationType,
    durationValue: stay.durationValue,
    bookingDate: ddmmyyyy(stay.bookingDate),
    securityCharges: stay.securityCharges,
    securityPaymentMode: stay.securityPaymentMode ?? "",
    paymentMode: stay.paymentMode ?? "",
    paidMonths: stay.paidMonths,
    notes: stay.notes ?? "",
    paymentAmount: 0,
  };
}

/** A JSON-stable copy (timestamps as ISO strings), rows sorted by id, so stored rows compare with toEqual. */
const plain = <T>(rows: T[]): Record<string, unknown>[] =>
  (JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[]).sort((a, b) =>
    String(a.id ?? a.bookingId).localeCompare(String(b.id ?? b.bookingId)),
  );

export interface StoredRows {
  bookings: Record<string, unknown>[];
  stayRooms: Record<string, unknown>[];
  charges: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  settlements: Record<string, unknown>[];
}

/** Every stored row of these bookings: the booking, its rooms, charges, payments and settlement. */
export async function storedRows(bookingIds: string[]): Promise<StoredRows> {
  if (bookingIds.length === 0) return { bookings: [], stayRooms: [], charges: [], payments: [], settlements: [] };
  const db = await getDb();
  const [bookingRows, roomRows, chargeRows, paymentRows, settlementRows] = await Promise.all([
    db.select().from(bookings).where(inArray(bookings.id, bookingIds)),
    db.select().from(stayRooms).where(inArray(stayRooms.bookingId, bookingIds)),
    db.select().from(charges).where(inArray(charges.bookingId, bookingIds)),
    db.select().from(bookingPayments).where(inArray(bookingPayments.bookingId, bookingIds)),
    db.select().from(settlements).where(inArray(settlements.bookingId, bookingIds)),
  ]);
  return {
    bookings: plain(bookingRows),
    stayRooms: plain(roomRows),
    charges: plain(chargeRows),
    payments: plain(paymentRows),
    settlements: plain(settlementRows),
  };
}

/** How many audit entries are stored. */
export async function auditCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(auditEntries);
  return row?.value ?? 0;
}

/** A booking's audit entries, newest first (every page). */
export async function auditOf(bookingId: string): Promise<AuditEntryJson[]> {
  const entries: AuditEntryJson[] = [];
  for (let page = 1; ; page++) {
    const answer = await stayApi.audit({ entity: "booking", entityId: bookingId, page });
    if (answer.status !== 200) throw new Error(`audit answered ${answer.status}`);
    entries.push(...answer.body.entries);
    if (page >= answer.body.totalPages) return entries;
  }
}

/**
 * Everything a stay change could touch, read through the API and from the database: each booking's
 * record and ledger (status and body), the occupancy on each of `days`, the stored rows and the number
 * of audit entries.
 */
export async function snapshot(bookingIds: string[], days: Day[] = [today()]) {
  const perBooking = [];
  for (const bookingId of bookingIds) {
    const [record, ledger] = [await stayApi.getBooking(bookingId), await stayApi.ledger(bookingId)];
    perBooking.push({
      bookingId,
      record: { status: record.status, body: record.body },
      ledger: { status: ledger.status, body: ledger.body },
    });
  }
  const occupancy = [];
  for (const day of days) occupancy.push({ day, rooms: (await stayApi.occupancy(day)).body.rooms });
  return { perBooking, occupancy, rows: await storedRows(bookingIds), auditEntries: await auditCount() };
}

/** Takes a snapshot now; the function it returns fails when a new one differs. */
export async function watch(bookingIds: string[], days: Day[] = [today()]): Promise<() => Promise<void>> {
  const before = await snapshot(bookingIds, days);
  return async () => {
    expect(await snapshot(bookingIds, days)).toEqual(before);
  };
}

/** Fails unless the answer has this status and, when given, this message. */
export function expectAnswer(answer: JsonResponse<Answer>, status: number, message?: string): void {
  const seen = { status: answer.status, message: answer.body.message };
  expect(seen).toEqual(message === undefined ? { status, message: seen.message } : { status, message });
}

export interface OverCapacity {
  roomNumber: string;
  capacity: number;
  day: string;
  held: number;
}

/**
 * The days from `from` to `to` on which one of `roomIds` holds more stays than beds, counted with the
 * bed rule straight from the tables: a stay holds a bed of stay_rooms.room_id from from_date to
 * least(to_date, bookings.leave_date) (null: open-ended) unless deleted or cancelled.
 */
export async function roomsOverCapacity(roomIds: string[], from: Day, to: Day): Promise<OverCapacity[]> {
  if (roomIds.length === 0) return [];
  const db = await getDb();
  const ids = sql.join(
    roomIds.map((roomId) => sql`${roomId}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.room_number as "roomNumber", r.capacity, d.day::date::text as day, count(*)::int as held
    from rooms r
    cross join generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
    join stay_rooms sr on sr.room_id = r.id
    join bookings b on b.id = sr.booking_id
    where r.id in (${ids})
      and b.deleted_at is null and b.status <> 'cancelled'
      and sr.from_date <= d.day::date
      and coalesce(least(sr.to_date, b.leave_date), 'infinity'::date) >= d.day::date
    group by r.id, r.room_number, r.capacity, d.day
    having count(*) > r.capacity
    order by d.day, r.room_number
    limit 10`);
  return rowsOf<OverCapacity>(result);
}
