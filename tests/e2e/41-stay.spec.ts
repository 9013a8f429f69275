import fs from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addDays, monthRent, periodOf } from "@/lib/money";
import { hostelTime } from "@/lib/time";
import { expectAccessible, hydrated, json, removeSpecRecords, SCREENS, screenshots, signInViaApi, type ListedRecord } from "./support";

// A stay over time through the screens: the booking view's ledger, Give notice, Check out with its live
// summary and the Settlement slip (worked example A of the rent rules, end to end), a void from the
// ledger, and Move room offering only rooms with a free bed. Screenshots go to test-results/screens.
// Every record here is this spec's own: customers named "Stay E2E …", rooms marked with NOTE.

test.describe.configure({ mode: "serial" });

const PREFIX = "Stay E2E";
const NOTE = "stay-e2e";
const run = Date.now().toString(36);

const today = hostelTime(new Date()).date;
const ddmmyyyy = (day: string) => day.split("-").reverse().join("-");
const pkr = (amount: number) => `PKR ${amount.toLocaleString("en-US")}`;
const monthsFrom = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
/** The 1st of last month: a stay begun then has two rent months by now and can move today. */
const lastMonthStart = (() => {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, "0")}-01`;
})();

const ali = { name: `${PREFIX} Ali ${run}`, father: "Muhammad Raza", phone: "0300-1112233" };
const bilal = { name: `${PREFIX} Bilal ${run}`, father: "Tariq Mehmood", phone: "0321-4445566" };
const kamran = { name: `${PREFIX} Kamran ${run}`, father: "Akbar Ali", phone: "0333-7778899" };

interface Room {
  id: string;
  number: string;
}
interface Created {
  /** Example A: 1 bed at PKR 12,000. */
  roomA: Room;
  /** Bilal's room: 2 beds at PKR 9,000. */
  roomB: Room;
  /** Empty, 2 beds at PKR 15,000: where Bilal moves. */
  roomFree: Room;
  /** 1 bed, held by Kamran until five days from today. */
  roomFull: Room;
  aliBooking: string;
  bilalBooking: string;
}
let created: Created;

async function addRoom(request: APIRequestContext, number: string, capacity: number, monthlyRent: number): Promise<Room> {
  const room = await json(
    await request.post("/api/rooms/add-room", {
      data: {
        roomNumber: number,
        capacity,
        monthlyRent,
        roomType: capacity === 1 ? "single" : "double",
        floorNumber: "first",
        notes: NOTE,
      },
    }),
  );
  return { id: room.data._id, number };
}

async function book(
  request: APIRequestContext,
  customer: typeof ali,
  roomId: string,
  terms: { bookingDate: string; advancedPayment?: number; securityCharges?: number },
) {
  const student = await json(
    await request.post("/api/students/add-student", {
      multipart: { studentName: customer.name, fatherName: customer.father, contactNumber: customer.phone },
    }),
  );
  const booking = await json(
    await request.post("/api/bookings/add-booking", {
      data: {
        studentId: student.data._id,
        selectedRoom: roomId,
        durationType: "months",
        durationValue: 3,
        paymentMode: "cash",
        securityPaymentMode: "cash",
        ...terms,
      },
    }),
  );
  return booking.data._id;
}

/** The value beside a label in a list of figures or facts. */
const valueOf = (scope: Locator, label: string) =>
  scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");
const ledger = (page: Page) => page.getByRole("region", { name: "Ledger" });
const ledgerRows = (page: Page) => ledger(page).locator("tbody tr");

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const numbers = [16, 17, 18, 19, 15, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => `Room ${n}`).filter((number) => !taken.has(number));
  expect(numbers.length, "four free room numbers for the stay spec").toBeGreaterThanOrEqual(4);
  const request = page.request;
  const roomA = await addRoom(request, numbers[0]!, 1, 12_000);
  const roomB = await addRoom(request, numbers[1]!, 2, 9_000);
  const roomFree = await addRoom(request, numbers[2]!, 2, 15_000);
  const roomFull = await addRoom(request, numbers[3]!, 1, 10_000);

  // Example A: rent 12,000, deposit 10,000, in on 16-01-2026 with 6,000 cash; 15,000 by bank on 10-02-2026.
  const aliBooking = await book(request, ali, roomA.id, { bookingDate: "2026-01-16", advancedPayment: 6_000, securityCharges: 10_000 });
  await json(
    await request.post(`/api/bookings/${aliBooking}/payments`, { data: { amount: 15_000, paidOn: "2026-02-10", mode: "bank_transfer" } }),
  );

  // Bilal since the 1st of last month, one month paid; Kamran holds the one bed of roomFull until five days from now.
  const bilalBooking = await book(request, bilal, roomB.id, { bookingDate: lastMonthStart, advancedPayment: 9_000 });
  const kamranBooking = await book(request, kamran, roomFull.id, { bookingDate: lastMonthStart });
  await json(await request.post(`/api/bookings/${kamranBooking}/notice`, { data: { noticeDate: today, leaveDate: addDays(today, 5) } }));

  created = { roomA, roomB, roomFree, roomFull, aliBooking, bilalBooking };
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await context.close();
});

test("example A: the ledger, Give notice 25-03-2026 to leave 31-03-2026, Check out with damage and lost key: still owed PKR 13,194 on screen, stored and on the slip", async ({
  page,
}) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/bookings/view-booking/${created.aliBooking}`);

  // The ledger below the booking report: January prorated, the two payments with their receipts, a running balance.
  await expect(ledger(page).getByRole("heading", { name: "Ledger" })).toBeVisible();
  const rows = ledgerRows(page);
  await expect(rows.nth(0)).toContainText("Rent for January 2026");
  await expect(rows.nth(0).locator("td").nth(2)).toHaveText("6,194");
  await expect(rows.nth(1)).toContainText("Payment, Cash");
  await expect(rows.nth(1).locator("td").last()).toHaveText("194");
  await expect(rows.nth(2)).toContainText("Rent for February 2026");
  await expect(rows.nth(3)).toContainText("Payment, Bank transfer");
  await expect(rows.nth(3).locator("td").last()).toHaveText("-2,806");
  await expect(rows.nth(3).getByRole("link", { name: /^RCT-\d{4}-\d{4}$/ })).toHaveAttribute("href", /^\/receipts\/[0-9a-f-]{36}$/);
  const owedToday = 6_194 + 12_000 * monthsFrom("2026-02", periodOf(today)) - 21_000;
  await expect(ledger(page).getByText(`Balance today: ${pkr(owedToday)} owed`)).toBeVisible();
  await expect(valueOf(ledger(page), "Status")).toHaveText("Active");
  for (const name of ["Record payment", "Give notice", "Move room"]) await expect(ledger(page).getByRole("button", { name })).toBeVisible();
  await expect(ledger(page).getByRole("link", { name: "Check out" })).toBeVisible();
  // Not part of the printed booking report.
  await page.emulateMedia({ media: "print" });
  await expect(ledger(page)).toBeHidden();
  await page.emulateMedia({ media: null });
  await screenshots(page, "stay-booking-ledger");
  await expectAccessible(page);

  // Give notice: today by default; 25-03-2026 → 31-03-2026.
  await (await hydrated(ledger(page).getByRole("button", { name: "Give notice" }))).click();
  const notice = page.getByRole("dialog", { name: "Give notice" });
  await expect(notice.getByLabel("Notice date")).toHaveValue(ddmmyyyy(today));
  await notice.getByLabel("Notice date").fill("25-03-2026");
  await notice.getByLabel("Leave date").fill("31-03-2026");
  await expect(notice.getByText("From 04-04-2026 on, no sudden departure fee")).toBeVisible();
  await screenshots(page, "stay-give-notice", { dialog: true });
  await expectAccessible(page);
  await notice.getByRole("button", { name: "Give notice" }).click();
  await expect(page.getByText("Notice recorded")).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(valueOf(ledger(page), "Status")).toHaveText("On notice");
  await expect(valueOf(ledger(page), "Notice")).toHaveText("25-03-2026, leaving 31-03-2026");

  // Check out: the leave date comes from the notice; the summary follows every choice as it is made.
  await ledger(page).getByRole("link", { name: "Check out" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/check-out/${created.aliBooking}$`));
  await expect(page.getByRole("heading", { name: "Check out", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Leave date")).toHaveValue("31-03-2026");
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(
    summary.getByText("Notice given on 25-03-2026, 6 days before leaving (10 needed): a sudden departure, charged one month's rent."),
  ).toBeVisible();
  await expect(valueOf(summary, "Still owed")).toHaveText(pkr(11_194));

  await (await hydrated(page.getByRole("button", { name: "Add damage" }))).click();
  const damage = page.getByRole("group", { name: "Damage 1" });
  await damage.getByLabel("Description").fill("Broken chair");
  await damage.getByLabel("Amount").fill("1,500");
  await page.getByLabel("Room key lost").check();
  const expected: [string, number][] = [
    ["Rent to leave date", 30_194],
    ["Sudden departure fee", 12_000],
    ["Damages", 1_500],
    ["Key fine", 500],
    ["Paid", 21_000],
    ["Deposit", 10_000],
    ["Refund", 0],
    ["Still owed", 13_194],
  ];
  for (const [label, amount] of expected) await expect(valueOf(summary, label)).toHaveText(pkr(amount));

  // Waiving the fee takes it off; ticked off again, it is back.
  const waive = page.getByLabel("Waive sudden departure fee");
  await waive.check();
  await expect(valueOf(summary, "Sudden departure fee")).toHaveText("Waived");
  await expect(valueOf(summary, "Still owed")).toHaveText(pkr(1_194));
  await waive.uncheck();
  await expect(valueOf(summary, "Still owed")).toHaveText("PKR 13,194");

  // A second damage row can be added and removed again.
  await page.getByRole("button", { name: "Add damage" }).click();
  await expect(page.getByRole("group", { name: "Damage 2" })).toBeVisible();
  await page.getByRole("button", { name: "Remove damage 2" }).click();
  await expect(page.getByRole("group", { name: "Damage 2" })).toHaveCount(0);
  await screenshots(page, "stay-check-out");
  await expectAccessible(page);

  // Review: the settlement is shown to confirm; nothing is refunded, so no refund mode is asked; "Back to the form" saves nothing.
  await page.getByRole("button", { name: "Review check-out" }).click();
  const dialog = page.getByRole("dialog", { name: "Check out with these figures?" });
  for (const [label, amount] of expected) await expect(valueOf(dialog, label)).toHaveText(pkr(amount));
  await expect(dialog.getByText("PKR 13,194 is still owed after the deposit: it stays on the ledger until paid.")).toBeVisible();
  await expect(dialog.getByRole("radio")).toHaveCount(0);
  await screenshots(page, "stay-check-out-confirm", { dialog: true });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Back to the form" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/bookings/check-out/${created.aliBooking}$`));

  // Confirm: the stored settlement is the one previewed; the slip shows it.
  await page.getByRole("button", { name: "Review check-out" }).click();
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/settlement/${created.aliBooking}$`));
  await expect(page.getByText("Checked out", { exact: true })).toBeVisible();
  const stored = await json<{ settlement: Record<string, number | boolean | string>; totals: { balance: number } }>(
    await page.request.get(`/api/bookings/${created.aliBooking}/ledger`),
  );
  expect(stored.settlement).toMatchObject({
    leaveDate: "2026-03-31",
    noticeDate: "2026-03-25",
    sudden: true,
    waived: false,
    rentCharged: 30_194,
    suddenDepartureFee: 12_000,
    damages: 1_500,
    lostKeyFine: 500,
    paid: 21_000,
    deposit: 10_000,
    depositApplied: 10_000,
    refund: 0,
    stillOwed: 13_194,
  });
  expect(stored.totals.balance).toBe(13_194);

  const slip = page.getByRole("article", { name: "Settlement" });
  await expect(slip.getByRole("heading", { name: "Settlement", level: 1 })).toBeVisible();
  for (const [label, amount] of expected) await expect(valueOf(slip, label)).toHaveText(pkr(amount));
  await expect(valueOf(slip, "Resident")).toHaveText(ali.name);
  await expect(valueOf(slip, "Father's name")).toHaveText(ali.father);
  await expect(valueOf(slip, "Room")).toHaveText(created.roomA.number);
  await expect(valueOf(slip, "Check-in")).toHaveText("16-01-2026");
  await expect(valueOf(slip, "Notice date")).toHaveText("25-03-2026");
  await expect(valueOf(slip, "Leave date")).toHaveText("31-03-2026");
  await expect(valueOf(slip, "Broken chair")).toHaveText(pkr(1_500));
  // The rules that applied, in Urdu Nastaliq: notice, sudden departure, damage, lost key.
  const rules = slip.getByRole("region", { name: "House rules that applied" });
  await expect(rules).toHaveAttribute("lang", "ur");
  await expect(rules.locator("li")).toHaveCount(4);
  await expect(rules.locator("li").nth(1)).toContainText("ایک مہینے کی فیس");
  await expect(rules.locator("li").nth(3)).toContainText("۵۰۰ روپے");
  expect(await rules.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Noto Nastaliq Urdu");
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', "قواعد"))).toBe(true);
  await screenshots(page, "stay-settlement");
  await expectAccessible(page);

  // Printed, the slip is one A5 page.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  fs.writeFileSync(`${SCREENS}/stay-settlement-a5.pdf`, pdf);
  const text = pdf.toString("latin1");
  expect(text.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  const [, width, height] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text) ?? [];
  expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([420, 595]);

  // Back on the booking: checked out, its settlement summed up with a link to the slip, no more stay buttons.
  await page.getByRole("link", { name: "Back to booking" }).click();
  await expect(valueOf(ledger(page), "Status")).toHaveText("Checked out");
  await expect(valueOf(ledger(page), "Notice")).toHaveText("25-03-2026, leaving 31-03-2026");
  await expect(ledger(page).getByRole("heading", { name: "Checked out on 31-03-2026" })).toBeVisible();
  await expect(valueOf(ledger(page), "Still owed")).toHaveText("PKR 13,194");
  await expect(ledger(page).getByRole("link", { name: "Settlement slip" })).toHaveAttribute(
    "href",
    `/bookings/settlement/${created.aliBooking}`,
  );
  await expect(ledger(page).getByText("Balance today: PKR 13,194 owed")).toBeVisible();
  for (const name of ["Give notice", "Move room"]) await expect(ledger(page).getByRole("button", { name })).toHaveCount(0);
  await expect(ledger(page).getByRole("link", { name: "Check out" })).toHaveCount(0);
  await expect(ledger(page).getByRole("button", { name: "Record payment" })).toBeVisible();
  await screenshots(page, "stay-booking-checked-out");
});

test("a payment voided from the ledger needs a reason, stays listed struck through as Void, and the balance goes back up", async ({
  page,
}) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/bookings/view-booking/${created.bilalBooking}`);
  const owed = 9_000 * monthsFrom(periodOf(lastMonthStart), periodOf(today));
  await expect(ledger(page).getByText(`Balance today: ${pkr(owed - 9_000)} owed`)).toBeVisible();
  const payment = ledgerRows(page).filter({ hasText: "Payment, Cash" });
  await expect(payment).toHaveCount(1);

  await (await hydrated(payment.getByRole("button", { name: /^Void RCT-/ }))).click();
  const dialog = page.getByRole("dialog", { name: "Void payment" });
  await dialog.getByRole("button", { name: "Void payment" }).click();
  await expect(dialog.getByText("Reason is required")).toBeVisible();
  await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Reason").fill("Entered twice by mistake");
  await screenshots(page, "stay-void-payment", { dialog: true });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Void payment" }).click();
  await expect(page.getByText("Payment voided")).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(payment.getByText("Void", { exact: true })).toBeVisible();
  await expect(payment).toContainText("Reason: Entered twice by mistake");
  await expect(payment.getByRole("button", { name: /^Void RCT-/ })).toHaveCount(0);
  await expect(payment.locator("td").nth(2)).toHaveCSS("text-decoration-line", "line-through");
  await expect(ledger(page).getByText(`Balance today: ${pkr(owed)} owed`)).toBeVisible();

  // Its receipt number opens the receipt.
  await payment.getByRole("link", { name: /^RCT-/ }).click();
  await expect(page).toHaveURL(/\/receipts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
});

test("Move room lists only rooms with a free bed from the chosen date, and the ledger then charges the new rent", async ({ page }) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/bookings/view-booking/${created.bilalBooking}`);
  await (await hydrated(ledger(page).getByRole("button", { name: "Move room" }))).click();
  const dialog = page.getByRole("dialog", { name: "Move room" });
  const moveDate = dialog.getByLabel("Move date");
  await expect(moveDate).toHaveValue(ddmmyyyy(today));
  const choices = dialog.getByRole("list", { name: "Free rooms" }).getByRole("radio");
  // The rooms that can be chosen (a room a later booking fills is listed, naming that day, but not offered).
  const offered = async () =>
    (
      await choices.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[])
          .filter((input) => !input.disabled)
          .map((input) => input.closest("label")!.querySelector("span")!.textContent),
      )
    ).sort();
  const freeFrom = async (day: string) => {
    const answer = await json<{ rooms: { _id: string; roomNumber: string }[] }>(await page.request.get(`/api/rooms/free-beds?from=${day}`));
    return answer.rooms
      .filter((room) => room._id !== created.roomB.id)
      .map((room) => room.roomNumber)
      .sort();
  };

  // Today: Kamran's room is full, so it is not offered; nor is Bilal's own room.
  await expect(dialog.getByRole("radio", { name: new RegExp(`^${created.roomFree.number} `) })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: new RegExp(`^${created.roomFull.number} `) })).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: new RegExp(`^${created.roomB.number} `) })).toHaveCount(0);
  expect(await offered()).toEqual(await freeFrom(today));

  // From the day after Kamran leaves, his bed is free: the list is fetched again for the new date.
  await moveDate.fill(ddmmyyyy(addDays(today, 6)));
  await expect(dialog.getByRole("radio", { name: new RegExp(`^${created.roomFull.number} `) })).toBeVisible();
  expect(await offered()).toEqual(await freeFrom(addDays(today, 6)));
  await moveDate.fill(ddmmyyyy(today));
  await expect(dialog.getByRole("radio", { name: new RegExp(`^${created.roomFull.number} `) })).toHaveCount(0);

  // The new rent is the chosen room's.
  await dialog.getByRole("radio", { name: new RegExp(`^${created.roomFree.number} `) }).check();
  await expect(dialog.getByLabel("New rent")).toHaveValue("15,000");
  await screenshots(page, "stay-move-room", { dialog: true });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("Room changed")).toBeVisible();
  await expect(dialog).toBeHidden();

  // This month is charged at 9,000 up to yesterday and at 15,000 from today: an adjustment on its rent.
  await expect(valueOf(ledger(page), "Monthly rent")).toHaveText("PKR 15,000");
  const period = periodOf(today);
  const monthName = new Date(`${period}-01T00:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  const parts = [
    { from: lastMonthStart, monthlyRent: 9_000 },
    { from: today, monthlyRent: 15_000 },
  ];
  const difference = monthRent(period, parts, lastMonthStart, null) - 9_000;
  // The adjustment says what caused it: the move, on its day (the month it corrects is the move's own).
  const moved = `Moved to ${created.roomFree.number} on ${ddmmyyyy(today)}`;
  const adjustment = ledgerRows(page).filter({ hasText: moved });
  await expect(ledgerRows(page).filter({ hasText: `Adjustment for ${monthName}` })).toHaveCount(0);
  if (difference === 0) await expect(adjustment).toHaveCount(0);
  else {
    // The room number is kept on one line by a no-break space, which a pattern must allow for.
    await expect(adjustment.locator("td").nth(1)).toHaveText(new RegExp(`${moved.replace(/ /g, "\\s")}$`));
    await expect(adjustment.locator("td").nth(2)).toHaveText(difference.toLocaleString("en-US"));
    await screenshots(page, "stay-ledger-move");
    // In Urdu too, the room and the day in their left-to-right order.
    await page.request.post("/api/language", { data: { language: "ur" } });
    await page.reload();
    const movedUrdu = page.locator("tbody tr").filter({ hasText: "منتقلی" });
    await expect(movedUrdu).toHaveCount(1);
    for (const part of [created.roomFree.number, ddmmyyyy(today)]) await expect(movedUrdu.locator("td").nth(1)).toContainText(part);
    await screenshots(page, "stay-ledger-move-ur");
    await page.request.post("/api/language", { data: { language: "en" } });
    await page.reload();
  }
  // Nothing paid: the one payment was voided above.
  const owed = 9_000 * monthsFrom(periodOf(lastMonthStart), period) + difference;
  await expect(ledger(page).getByText(`Balance today: ${pkr(owed)} owed`)).toBeVisible();
  const booking = await json<{ data: { rooms: { roomNumber: string; from: string }[] } }>(
    await page.request.get(`/api/bookings/get-booking/${created.bilalBooking}`),
  );
  expect(booking.data.rooms.map((held) => held.roomNumber)).toEqual([created.roomB.number, created.roomFree.number]);
});
