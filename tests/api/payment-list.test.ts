// GET /api/payments (docs/bills.md): every receipt of a range of days with its resident, room, mode,
// reference, who recorded it and its void state; filters by days, mode, administrator and search; the
// totals count the matches not voided on every page. Also its CSV export (labels, not stored values).
import { jest } from "@jest/globals";
import { GET as listRoute } from "@/app/api/payments/route";
import { GET as exportRoute } from "@/app/api/export/payments/route";
import { getDb } from "@/lib/server/db";
import { firstDay, lastDay, periodOf, previousPeriod } from "@/lib/money";
import { bookingPayments } from "@/models/bookings";
import { registerAdmin, type Account } from "../support/http";
import { adminBearer, callJson, storedPayments } from "../support/records";
import { book, dayAfter, newRoom, newResident, stayApi, today } from "../support/stays";

jest.setTimeout(120_000);

interface Row {
  _id: string;
  bookingId: string;
  receiptNo: string;
  paidOn: string;
  amount: number;
  mode: string;
  reference: string | null;
  studentName: string;
  roomNumber: string | null;
  recordedBy: { _id: string | null; username: string } | null;
  voided: boolean;
  voidReason: string | null;
}
interface ListAnswer {
  payments: Row[];
  totalPages: number;
  currentPage: number;
  count: number;
  totals: { amount: number; byMode: Record<"cash" | "bank_transfer" | "jazzcash" | "easypaisa", number> };
  from: string;
  to: string;
  message?: string;
  errors?: Record<string, string>;
}

const list = (query: Record<string, string | number> = {}, token?: string | null) =>
  callJson<ListAnswer>(listRoute, { path: "/api/payments", query, token });

const byMode = (figures: Partial<ListAnswer["totals"]["byMode"]>) => ({ cash: 0, bank_transfer: 0, jazzcash: 0, easypaisa: 0, ...figures });

let manager: Account;
let viewer: Account;
let ownerId: string;
const receipts: Record<"p1" | "p2" | "p3" | "p4" | "p5", Row> = {} as never;
let roomNumber: string;
let ayesha: string;
const lastMonth = previousPeriod(periodOf(today()));

beforeAll(async () => {
  const owner = await adminBearer();
  manager = await registerAdmin({ asToken: owner, username: "Warden", access: "manager" });
  viewer = await registerAdmin({ asToken: owner, username: "Accountant", access: "viewer" });
  const room = await newRoom({ rent: 10000, capacity: 3 });
  roomNumber = room.roomNumber;
  // Checked in 40 days ago: a payment may be dated back to last month's first day.
  const first = await stayApi.addBooking({
    studentId: (await newResident("Ayesha Khan")).id,
    selectedRoom: room._id,
    bookingDate: dayAfter(-40),
    securityCharges: 0,
  });
  expect(first.status).toBe(201);
  ayesha = first.body.data!._id;
  const bilal = (await book({ selectedRoom: room._id, bookingDate: dayAfter(-40) }))._id;

  const pay = async (key: keyof typeof receipts, bookingId: string, body: Record<string, unknown>, token?: string) => {
    const answer = await stayApi.pay(bookingId, body, token);
    expect(answer.status).toBe(201);
    const shown = await list({ from: firstDay(lastMonth), to: today(), searchTerm: answer.body.payment!.receiptNo });
    expect(shown.body.payments).toHaveLength(1);
    receipts[key] = shown.body.payments[0]!;
  };
  await pay("p1", ayesha, { amount: 5000, mode: "cash" });
  await pay("p2", ayesha, { amount: 7000, mode: "bank_transfer", reference: "HBL-77123" }, manager.token);
  await pay("p3", ayesha, { amount: 3000, mode: "jazzcash", paidOn: firstDay(lastMonth) });
  await pay("p4", ayesha, { amount: 2000, mode: "cash" });
  await pay("p5", bilal, { amount: 4000, mode: "easypaisa", reference: "EP-555" }, manager.token);
  expect((await stayApi.voidPayment(receipts.p4._id, { reason: "Entered twice" })).status).toBe(200);
  ownerId = receipts.p1.recordedBy!._id!;
});

test("by default this month's receipts, newest first, with resident, room, mode, reference, who recorded them and void state", async () => {
  const answer = await list();
  expect(answer.status).toBe(200);
  expect({ from: answer.body.from, to: answer.body.to }).toEqual({ from: firstDay(periodOf(today())), to: lastDay(periodOf(today())) });
  expect(answer.body.payments.map((row) => row.receiptNo)).toEqual(
    [receipts.p5, receipts.p4, receipts.p2, receipts.p1].map((row) => row.receiptNo),
  );
  expect(answer.body.payments[2]).toEqual({
    _id: receipts.p2._id,
    bookingId: ayesha,
    receiptNo: expect.stringMatching(/^RCT-\d{4}-\d{4}$/),
    paidOn: today(),
    amount: 7000,
    mode: "bank_transfer",
    reference: "HBL-77123",
    studentName: "Ayesha Khan",
    roomNumber,
    recordedBy: { _id: manager.id, username: "Warden" },
    voided: false,
    voidReason: null,
    createdAt: expect.any(String),
  });
  // The voided one is listed, with its reason, and counted nowhere.
  expect(answer.body.payments[1]).toMatchObject({
    amount: 2000,
    voided: true,
    voidReason: "Entered twice",
    recordedBy: { _id: ownerId, username: "Admin User" },
  });
  expect(answer.body).toMatchObject({
    count: 4,
    totalPages: 1,
    currentPage: 1,
    totals: { amount: 5000 + 7000 + 4000, byMode: byMode({ cash: 5000, bank_transfer: 7000, easypaisa: 4000 }) },
  });
});

test("filters: days (both included), mode, administrator, search by receipt number, resident and reference", async () => {
  const range = await list({ from: firstDay(lastMonth), to: today() });
  expect(range.body.count).toBe(5);
  expect(range.body.totals).toEqual({
    amount: 19000,
    byMode: byMode({ cash: 5000, bank_transfer: 7000, jazzcash: 3000, easypaisa: 4000 }),
  });
  // One day, the first of last month, both ends included: the backdated payment alone.
  const oneDay = await list({ from: firstDay(lastMonth), to: firstDay(lastMonth) });
  expect(oneDay.body.payments.map((row) => row.receiptNo)).toEqual([receipts.p3.receiptNo]);
  expect(oneDay.body.payments[0]).toMatchObject({ paidOn: firstDay(lastMonth), mode: "jazzcash", amount: 3000 });
  // Only `to`: from the first day of its month.
  expect((await list({ to: lastDay(lastMonth) })).body).toMatchObject({ from: firstDay(lastMonth), count: 1 });

  const cash = await list({ mode: "cash" });
  expect(cash.body.payments.map((row) => row.receiptNo)).toEqual([receipts.p4.receiptNo, receipts.p1.receiptNo]);
  expect(cash.body.totals).toEqual({ amount: 5000, byMode: byMode({ cash: 5000 }) });

  const byWarden = await list({ recordedBy: manager.id, from: firstDay(lastMonth), to: today() });
  expect(byWarden.body.payments.map((row) => row.receiptNo)).toEqual([receipts.p5.receiptNo, receipts.p2.receiptNo]);
  expect(byWarden.body.totals.amount).toBe(11000);
  expect((await list({ recordedBy: manager.id, mode: "easypaisa" })).body.count).toBe(1);
  expect((await list({ recordedBy: viewer.id })).body).toMatchObject({ count: 0, payments: [], totalPages: 0, totals: { amount: 0 } });

  expect((await list({ searchTerm: "hbl-77" })).body.payments.map((row) => row._id)).toEqual([receipts.p2._id]);
  expect((await list({ searchTerm: "bilal" })).body.count).toBe(0);
  const ayeshaRows = await list({ searchTerm: "ayesha", from: firstDay(lastMonth) });
  expect(ayeshaRows.body.count).toBe(4);
  expect(ayeshaRows.body.totals.amount).toBe(5000 + 7000 + 3000);
  expect((await list({ searchTerm: receipts.p1.receiptNo })).body.payments.map((row) => row._id)).toEqual([receipts.p1._id]);
  // A % or _ typed is matched as itself.
  expect((await list({ searchTerm: "%" })).body.count).toBe(0);
});

test("pages of 20: the count and totals are those of every page; voided receipts count on none", async () => {
  const db = await getDb();
  const { id: studentId } = await newResident("Paged Resident");
  const stay = await stayApi.addBooking({ studentId, selectedRoom: (await newRoom({ rent: 5000 }))._id, bookingDate: dayAfter(-40) });
  expect(stay.status).toBe(201);
  // 45 payments of March 2024 (1 to 45 rupees), by mode in turn; every fifth one voided.
  const modes = ["cash", "bank_transfer", "jazzcash", "easypaisa"] as const;
  const values = Array.from({ length: 45 }, (_, index) => ({
    bookingId: stay.body.data!._id,
    amount: index + 1,
    paidAt: new Date(Date.UTC(2024, 2, 1 + (index % 28), 7)),
    month: 3,
    mode: modes[index % 4]!,
    ...(index % 5 === 4 && { voided: true, voidReason: "Test void" }),
  }));
  await db.insert(bookingPayments).values(storedPayments(values));
  const expected = { amount: 0, byMode: byMode({}) };
  for (const value of values.filter((each) => !each.voided)) {
    expected.amount += value.amount;
    expected.byMode[value.mode] += value.amount;
  }
  expect(expected.amount).toBe(1035 - (5 + 10 + 15 + 20 + 25 + 30 + 35 + 40 + 45));

  const march = { from: "2024-03-01", to: "2024-03-31" };
  const seen: Row[] = [];
  for (const page of [1, 2, 3]) {
    const answer = await list({ ...march, page });
    expect(answer.body).toMatchObject({ count: 45, totalPages: 3, currentPage: page, totals: expected });
    seen.push(...answer.body.payments);
  }
  expect(seen.map((row) => row.amount).sort((a, b) => a - b)).toEqual(values.map((value) => value.amount));
  expect(seen.filter((row) => row.voided)).toHaveLength(9);
  // Newest first across the pages.
  expect(seen.map((row) => row.paidOn)).toEqual([...seen.map((row) => row.paidOn)].sort().reverse());
  // Past the last page: no rows, the same count and totals.
  expect((await list({ ...march, page: 4 })).body).toMatchObject({
    payments: [],
    count: 45,
    totalPages: 3,
    currentPage: 4,
    totals: expected,
  });
  // A recorded-by filter on stored rows that have no recorder.
  expect((await list({ ...march, recordedBy: manager.id })).body.count).toBe(0);
  const cashOnly = await list({ ...march, mode: "cash" });
  expect(cashOnly.body.totals).toEqual({ amount: expected.byMode.cash, byMode: byMode({ cash: expected.byMode.cash }) });
});

test("wrong query values are 400 with a message per field", async () => {
  const bad = await list({ from: "31-02-2026", to: "someday", mode: "card", recordedBy: "ali", page: "0" });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({
    from: "From date must be a valid date",
    to: "To date must be a valid date",
    mode: "Mode must be one of: cash, bank_transfer, jazzcash, easypaisa",
    recordedBy: "Choose a valid administrator",
    page: "Page must be at least 1",
  });
  const reversed = await list({ from: "2026-03-10", to: "2026-03-09" });
  expect(reversed.status).toBe(400);
  expect(reversed.body.errors).toEqual({ to: "The from date cannot be after the to date" });
  expect((await list({ page: "two" })).body.errors).toEqual({ page: "Page must be a number" });
  expect((await list({ searchTerm: "x".repeat(101) })).body.errors).toEqual({ searchTerm: "Search term must be at most 100 characters" });
  // DD-MM-YYYY is read as the screens type it.
  const typed = await list({ from: `${firstDay(lastMonth).slice(8, 10)}-${lastMonth.slice(5, 7)}-${lastMonth.slice(0, 4)}`, to: today() });
  expect(typed.status).toBe(200);
  expect(typed.body.count).toBe(5);
});

test("every signed-in role may read it; signed out is 401", async () => {
  for (const token of [manager.token, viewer.token]) {
    const answer = await list({}, token);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(4);
  }
  expect((await list({}, null)).status).toBe(401);
  expect((await list({}, "garbage")).status).toBe(401);
});

test("the CSV export writes the filtered rows with labels, not stored values", async () => {
  const csv = async (query: string, language?: "ur") => {
    const headers: Record<string, string> = { authorization: `Bearer ${await adminBearer()}` };
    if (language) headers.cookie = `lang=${language}`;
    const response = await exportRoute(new Request(`http://localhost/api/export/payments?${query}`, { headers }), {
      params: Promise.resolve({}),
    } as never);
    expect(response.status).toBe(200);
    return (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
  };
  const [head, ...lines] = await csv(`from=${firstDay(lastMonth)}&to=${today()}&mode=bank_transfer`);
  expect(head).toBe("Date,Receipt No,Resident,Room,Amount,Mode,Reference,Recorded By,Voided,Void Reason");
  expect(lines).toEqual([
    `${today().split("-").reverse().join("-")},${receipts.p2.receiptNo},Ayesha Khan,${roomNumber},7000,Bank Transfer,HBL-77123,Warden,No,`,
  ]);
  const cash = await csv("mode=cash");
  expect(cash.slice(1).map((line) => line.split(",").slice(4))).toEqual([
    ["2000", "Cash", "", "Admin User", "Yes", "Entered twice"],
    ["5000", "Cash", "", "Admin User", "No", ""],
  ]);
  const urdu = await csv("mode=bank_transfer", "ur");
  expect(urdu[1]).not.toContain("bank_transfer");
  expect(urdu[1]).not.toContain("Bank Transfer");
});
