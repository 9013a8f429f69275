import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addDays, daysBetween, firstDay, monthRent, nextPeriod, periodOf, periodsFromTo } from "@/lib/money";
import { hostelTime } from "@/lib/time";
import { addCustomer, expectAccessible, hydrated, json, removeSpecRecords, screenshots, signInViaApi, type ListedRecord } from "./support";

// Money read the same everywhere, through the screens: the booking view leads with what is owed now
// (the ledger's balance) and its actions, the spec's report below it names the agreed term, the day
// the last payment was received and the stay's own rent; the room picker names the day a later
// booking fills a room; a check-in far in the past says what it will charge before saving; and the
// Check out screen's live summary is the settlement the server stores. Screenshots go to
// test-results/screens. Every record here is this spec's own: customers named "Changes E2E …", rooms
// marked with NOTE.

test.describe.configure({ mode: "serial" });

const PREFIX = "Changes E2E";
const NOTE = "stay-changes-e2e";
const run = Date.now().toString(36);

const today = hostelTime(new Date()).date;
const ddmmyyyy = (day: string) => day.split("-").reverse().join("-");
const pkr = (amount: number) => `PKR ${amount.toLocaleString("en-US")}`;
const monthName = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
const lastMonthStart = (() => {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, "0")}-01`;
})();
const nextMonthStart = firstDay(nextPeriod(periodOf(today)));
/** Two days ago: the day a payment recorded today was received. */
const receivedOn = addDays(today, -2);

interface Room {
  id: string;
  number: string;
}
interface Created {
  /** 2 beds at PKR 9,000 (raised to 10,000 after Hamza booked): Hamza, all paid up to this month. */
  roomPaid: Room;
  /** 2 beds at PKR 8,000: Irfan now, Junaid's reservation takes the second bed on the 1st of next month. */
  roomFills: Room;
  /** Empty, 1 bed at PKR 12,000: where the booking typed as 01-01-1990 goes. */
  roomPast: Room;
  /** 1 bed at PKR 12,000: Kashif, who owes, checks out with a damage and a lost key. */
  roomOwes: Room;
  /** 1 bed at PKR 6,000: Lateef, paid ahead, checks out after 12 days' notice. */
  roomCredit: Room;
  hamza: string;
  kashif: string;
  lateef: string;
  customerPast: string;
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
        floorNumber: "second",
        notes: NOTE,
      },
    }),
  );
  return { id: room.data._id, number };
}

async function book(
  request: APIRequestContext,
  name: string,
  roomId: string,
  terms: { bookingDate: string; advancedPayment?: number; securityCharges?: number; durationValue?: number },
) {
  const studentId = await addCustomer(request, { name: `${PREFIX} ${name} ${run}`, father: "Abdul Majeed", phone: "0300-2223344" });
  const booking = await json(
    await request.post("/api/bookings/add-booking", {
      data: {
        studentId,
        selectedRoom: roomId,
        durationType: "months",
        durationValue: 3,
        paymentMode: "cash",
        securityPaymentMode: "cash",
        ...terms,
      },
    }),
  );
  return booking.data._id as string;
}

/** The value beside a label in a list of figures or facts. */
const valueOf = (scope: Locator, label: string) =>
  scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");
const ledger = (page: Page) => page.getByRole("region", { name: "Ledger" });
/** The value under a label in the printable booking report. */
const reportValue = (page: Page, label: string) =>
  page
    .locator(".booking-report dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
const ledgerOf = async (request: APIRequestContext, bookingId: string) =>
  json<{ totals: { charged: number; balance: number }; settlement: Record<string, number | boolean | string | null> | null }>(
    await request.get(`/api/bookings/${bookingId}/ledger`),
  );
/** "PKR 12,345" → 12345; "Waived" → 0. */
const rupees = (text: string | null) => (text === "Waived" ? 0 : Number((text ?? "").replace(/^PKR /, "").replace(/,/g, "")));

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const numbers = [28, 29, 30, 31, 32, 33, 34, 35, 20, 22, 23, 24, 25, 11, 12, 10, 9, 8]
    .map((n) => `Room ${n}`)
    .filter((number) => !taken.has(number));
  expect(numbers.length, "five free room numbers for the stay-changes spec").toBeGreaterThanOrEqual(5);
  const request = page.request;
  const roomPaid = await addRoom(request, numbers[0]!, 2, 9_000);
  const roomFills = await addRoom(request, numbers[1]!, 2, 8_000);
  const roomPast = await addRoom(request, numbers[2]!, 1, 12_000);
  const roomOwes = await addRoom(request, numbers[3]!, 1, 12_000);
  const roomCredit = await addRoom(request, numbers[4]!, 1, 6_000);

  // Hamza: in since the 1st of last month for a 3-month term, both months paid (the second received two days ago).
  const hamza = await book(request, "Hamza", roomPaid.id, { bookingDate: lastMonthStart, advancedPayment: 9_000, securityCharges: 5_000 });
  await json(
    await request.post(`/api/bookings/${hamza}/payments`, {
      data: { amount: 9_000, paidOn: receivedOn, mode: "bank_transfer", reference: `HBL-${run}` },
    }),
  );
  // The room's price goes up afterwards: Hamza's rent stays what he booked at.
  await json(await request.put(`/api/rooms/update-room/${roomPaid.id}`, { data: { monthlyRent: 10_000 } }));

  // Irfan in one bed of roomFills; Junaid's reservation takes the other from the 1st of next month.
  await book(request, "Irfan", roomFills.id, { bookingDate: lastMonthStart });
  await book(request, "Junaid", roomFills.id, { bookingDate: nextMonthStart });

  // Kashif owes: two months at 12,000 less 5,000 paid; deposit 10,000. Lateef paid 30,000 ahead, deposit 6,000, and gave notice 12 days ago.
  const kashif = await book(request, "Kashif", roomOwes.id, {
    bookingDate: lastMonthStart,
    advancedPayment: 5_000,
    securityCharges: 10_000,
  });
  const lateef = await book(request, "Lateef", roomCredit.id, {
    bookingDate: lastMonthStart,
    advancedPayment: 18_000,
    securityCharges: 6_000,
  });
  await json(await request.post(`/api/bookings/${lateef}/notice`, { data: { noticeDate: addDays(today, -12), leaveDate: today } }));

  const customerPast = await addCustomer(request, { name: `${PREFIX} Nadeem ${run}`, father: "Rashid Ali", phone: "0333-5556677" });
  created = { roomPaid, roomFills, roomPast, roomOwes, roomCredit, hamza, kashif, lateef, customerPast };
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await context.close();
});

test("the booking view leads with the balance owed now and its actions; the report below names the agreed term, the day the last payment was received and the stay's rent", async ({
  page,
}) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/bookings/view-booking/${created.hamza}`);

  // The ledger comes first, above the printable report.
  await expect(ledger(page)).toBeVisible();
  const ledgerFirst = await page.evaluate(() => {
    const ledgerSection = document.querySelector('[aria-labelledby="ledger-title"]')!;
    const report = document.querySelector(".booking-report")!;
    return Boolean(ledgerSection.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(ledgerFirst).toBe(true);

  // Both months are paid: the ledger's balance is 0, and the top of the booking says so.
  const stored = await ledgerOf(page.request, created.hamza);
  expect(stored.totals.balance).toBe(0);
  await expect(valueOf(ledger(page), "Balance now")).toHaveText("Nothing owed");
  // The actions sit with the balance, above the ledger's lines.
  const table = (await ledger(page).locator("table").boundingBox())!;
  for (const action of [
    ledger(page).getByRole("button", { name: "Record payment" }),
    ledger(page).getByRole("button", { name: "Give notice" }),
    ledger(page).getByRole("link", { name: "Check out" }),
  ]) {
    await expect(action).toBeVisible();
    expect((await action.boundingBox())!.y).toBeLessThan(table.y);
  }

  // The spec's figures, labelled as the agreed term: three months, two paid, one still to pay for the term.
  const term = page.locator(".report-section").filter({ has: page.getByRole("heading", { name: "Agreed term" }) });
  await expect(term).toContainText("The figures of the term agreed at booking. What is owed now is the ledger's balance above.");
  await expect(term.getByText("Remaining Amount", { exact: true })).toBeVisible();
  await expect(reportValue(page, "Time Period")).toHaveText("3 months");
  await expect(reportValue(page, "Total Payment")).toHaveText(pkr(27_000));
  await expect(reportValue(page, "Total Paid")).toHaveText(pkr(18_000));
  await expect(reportValue(page, "Remaining Amount")).toHaveText(pkr(9_000));
  await expect(reportValue(page, "Payment Status")).toHaveText(/^pending$/i);
  // The stay's own rent, not the room's price today (raised to 10,000 after booking).
  await expect(reportValue(page, "Price")).toHaveText("PKR 9,000 / month");
  // The last payment: received two days ago (recorded today, so no clock time of that day is known).
  await expect(reportValue(page, "Amount")).toHaveText(pkr(9_000));
  await expect(reportValue(page, "Date")).toHaveText(ddmmyyyy(receivedOn));
  await expect(reportValue(page, "Time")).toHaveText("—");
  await expect(reportValue(page, "Month")).toHaveText(monthName(receivedOn));
  await expectAccessible(page);
  await screenshots(page, "changes-booking-view");

  // A stay that owes: the top of its booking shows the ledger's balance as owed.
  await page.goto(`/bookings/view-booking/${created.kashif}`);
  const owed = (await ledgerOf(page.request, created.kashif)).totals.balance;
  expect(owed).toBeGreaterThan(0);
  await expect(valueOf(ledger(page), "Balance now")).toHaveText(`${pkr(owed)} owed`);
  await expect(ledger(page).getByText(`Balance today: ${pkr(owed)} owed`)).toBeVisible();
  await screenshots(page, "changes-booking-view-owed");

  // In Urdu, the same order.
  await page.request.post("/api/language", { data: { language: "ur" } });
  try {
    await page.goto(`/bookings/view-booking/${created.hamza}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("region", { name: "کھاتہ" })).toBeVisible();
    const urduTerm = page.locator(".report-section").filter({ has: page.getByRole("heading", { name: "طے شدہ مدت" }) });
    await expect(urduTerm).toBeVisible();
    await expect(urduTerm).not.toContainText(/[A-Za-z]/);
    await expect(valueOf(page.getByRole("region", { name: "کھاتہ" }), "اس وقت کا بقایا")).toHaveText("کچھ واجب الادا نہیں");
    await expectAccessible(page);
    await screenshots(page, "changes-booking-view-ur");
  } finally {
    await page.request.post("/api/language", { data: { language: "en" } });
  }
});

test("the room picker names the day a reservation fills a room: Add booking offers it only to a stay that ends before, Move room shows it but does not offer it", async ({
  page,
}) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { roomFills } = created;
  const fullFrom = ddmmyyyy(nextMonthStart);

  // The API: one bed free today, full from the reservation's day.
  const answer = await json<{ rooms: { _id: string; freeOn: number; fullFrom: string | null; freeBeds: number }[] }>(
    await page.request.get(`/api/rooms/free-beds?from=${today}&all=1`),
  );
  expect(answer.rooms.find((room) => room._id === roomFills.id)).toMatchObject({ freeOn: 1, fullFrom: nextMonthStart, freeBeds: 0 });

  await page.goto("/bookings/add-bookings");
  const roomSelect = page.getByLabel("Room", { exact: true });
  const option = roomSelect.locator(`option[value="${roomFills.id}"]`);
  await expect(option).toHaveText(`${roomFills.number} — 1 of 2 beds today; full from ${fullFrom} — PKR 8,000/month`);
  // A monthly stay has no end: it would need the bed on that day.
  await expect(option).toBeDisabled();

  // A days stay that ends the day before can have it.
  await (await hydrated(page.getByLabel("Duration Type"))).selectOption("days");
  await page.getByLabel("Duration", { exact: true }).fill(String(daysBetween(today, nextMonthStart)));
  await expect(option).toBeEnabled();
  await roomSelect.selectOption(roomFills.id);
  await expect(
    page.getByText(`A later booking fills ${roomFills.number} from ${fullFrom}: a stay there must end before that day.`),
  ).toBeVisible();
  await screenshots(page, "changes-room-picker");

  // From the reservation's day, the room is full: the list is counted again for the new date.
  await page.getByLabel("Booking Date").fill(fullFrom);
  await expect(option).toHaveText(`${roomFills.number} (full) — PKR 8,000/month`);
  await expect(option).toBeDisabled();

  // Move room, for Hamza: the room is listed with the day it fills, and cannot be chosen.
  await page.goto(`/bookings/view-booking/${created.hamza}`);
  await (await hydrated(ledger(page).getByRole("button", { name: "Move room" }))).click();
  const dialog = page.getByRole("dialog", { name: "Move room" });
  const radio = dialog.getByRole("radio", { name: new RegExp(`^${roomFills.number} `) });
  await expect(radio).toBeVisible();
  await expect(radio).toBeDisabled();
  await expect(radio.locator("xpath=ancestor::label")).toContainText(`1 of 2 beds today; full from ${fullFrom} · PKR 8,000`);
  await expectAccessible(page);
  await screenshots(page, "changes-move-room", { dialog: true });
});

test("a check-in far in the past says how many months and how much it will charge before saving, and saves as said", async ({ page }) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const months = periodsFromTo("1990-01", periodOf(today)).length;
  const amount = months * 12_000;
  const warning = `This booking starts 01-01-1990: it will charge ${months} months, ${pkr(amount)}, from January 1990.`;

  await page.goto("/bookings/add-bookings");
  await (await hydrated(page.getByLabel("Customer", { exact: true }))).selectOption(created.customerPast);
  await page.getByLabel("Room", { exact: true }).selectOption(created.roomPast.id);
  await page.getByLabel("Booking Date").fill("01-01-1990");
  await expect(page.getByRole("status").filter({ hasText: warning })).toBeVisible();

  // Not more than two months back, or not a monthly stay: nothing to say.
  await page.getByLabel("Booking Date").fill(ddmmyyyy(lastMonthStart));
  await expect(page.getByText(/^This booking starts/)).toHaveCount(0);
  await page.getByLabel("Booking Date").fill("01-01-1990");
  await page.getByLabel("Duration Type").selectOption("weeks");
  await expect(page.getByText(/^This booking starts/)).toHaveCount(0);
  await page.getByLabel("Duration Type").selectOption("months");
  // A check-in mid-month: that month is charged for its days only.
  await page.getByLabel("Booking Date").fill("16-01-2020");
  const fromMid = periodsFromTo("2020-01", periodOf(today));
  const midAmount = fromMid.reduce(
    (sum, period) => sum + monthRent(period, [{ from: "2020-01-16", monthlyRent: 12_000 }], "2020-01-16", null),
    0,
  );
  await expect(
    page.getByText(`This booking starts 16-01-2020: it will charge ${fromMid.length} months, ${pkr(midAmount)}, from January 2020.`),
  ).toBeVisible();
  await page.getByLabel("Booking Date").fill("01-01-1990");
  await expect(page.getByText(warning)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "changes-add-booking-far-past");

  // In Urdu, the same warning.
  await page.request.post("/api/language", { data: { language: "ur" } });
  try {
    await page.goto("/bookings/add-bookings");
    await (await hydrated(page.getByLabel("رہائشی", { exact: true }))).selectOption(created.customerPast);
    await page.getByLabel("کمرہ", { exact: true }).selectOption(created.roomPast.id);
    await page.getByLabel("بکنگ کی تاریخ").fill("01-01-1990");
    const urduWarning = page.getByRole("status").filter({ hasText: "یہ بکنگ" });
    await expect(urduWarning).toContainText(`${months} مہینوں`);
    await expect(urduWarning).not.toContainText(/[A-Za-z]/);
    await screenshots(page, "changes-add-booking-far-past-ur");
  } finally {
    await page.request.post("/api/language", { data: { language: "en" } });
  }

  // A warning, not a refusal: it saves, and the ledger charges what was said.
  await page.goto("/bookings/add-bookings");
  await (await hydrated(page.getByLabel("Customer", { exact: true }))).selectOption(created.customerPast);
  await page.getByLabel("Room", { exact: true }).selectOption(created.roomPast.id);
  await page.getByLabel("Booking Date").fill("01-01-1990");
  await expect(page.getByText(warning)).toBeVisible();
  await page.getByRole("button", { name: "Add Booking" }).click();
  await expect(page.getByText("Booking has been added!")).toBeVisible();
  const list = await json<{ data: { bookings: { _id: string; studentId: string }[] } }>(
    await page.request.get(`/api/bookings/get-bookings?searchTerm=${encodeURIComponent(`${PREFIX} Nadeem`)}`),
  );
  const booking = list.data.bookings.find((row) => row.studentId === created.customerPast)!;
  expect((await ledgerOf(page.request, booking._id)).totals.charged).toBe(amount);

  // Update Booking says it too when the check-in date is moved far back, at the stay's own rent (9,000, not the room's 10,000 now).
  await page.goto(`/bookings/edit-booking/${created.hamza}`);
  const date = await hydrated(page.getByLabel("Booking Date"));
  await expect(date).toHaveValue(ddmmyyyy(lastMonthStart));
  await expect(page.getByText(/^This booking starts/)).toHaveCount(0);
  await date.fill("01-01-2000");
  const since2000 = periodsFromTo("2000-01", periodOf(today)).length;
  await expect(
    page.getByText(`This booking starts 01-01-2000: it will charge ${since2000} months, ${pkr(since2000 * 9_000)}, from January 2000.`),
  ).toBeVisible();
  await screenshots(page, "changes-edit-booking-far-past");
  await date.fill(ddmmyyyy(lastMonthStart));
  await expect(page.getByText(/^This booking starts/)).toHaveCount(0);
});

/** The check-out summary's figures as the screen shows them. */
async function summaryFigures(page: Page) {
  const summary = page.getByRole("region", { name: "Summary" });
  const labels = [
    "Rent to leave date",
    "Sudden departure fee",
    "Damages",
    "Key fine",
    "Paid",
    "Deposit",
    "Deposit applied",
    "Refund",
    "Still owed",
  ] as const;
  const figures: Record<(typeof labels)[number], number> = Object.fromEntries(labels.map((label) => [label, 0])) as never;
  for (const label of labels) figures[label] = rupees(await valueOf(summary, label).textContent());
  return figures;
}

for (const scenario of [
  {
    name: "one who owes, leaving today without notice, with a damage and a lost key",
    stay: "kashif",
    damage: { description: "Broken window", amount: "2,000" },
    keyLost: true,
  },
  { name: "one paid ahead, leaving after 12 days' notice", stay: "lateef", damage: null, keyLost: false },
] as const) {
  test(`Check out's live summary is the settlement the server stores: ${scenario.name}`, async ({ page }) => {
    await signInViaApi(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    const bookingId = created[scenario.stay];
    await page.goto(`/bookings/view-booking/${bookingId}`);
    await ledger(page).getByRole("link", { name: "Check out" }).click();
    await expect(page.getByRole("heading", { name: "Check out", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Leave date")).toHaveValue(ddmmyyyy(today));
    if (scenario.damage) {
      await (await hydrated(page.getByRole("button", { name: "Add damage" }))).click();
      const damage = page.getByRole("group", { name: "Damage 1" });
      await damage.getByLabel("Description").fill(scenario.damage.description);
      await damage.getByLabel("Amount").fill(scenario.damage.amount);
      await expect(valueOf(page.getByRole("region", { name: "Summary" }), "Damages")).toHaveText("PKR 2,000");
    }
    if (scenario.keyLost) {
      await page.getByLabel("Room key lost").check();
      await expect(valueOf(page.getByRole("region", { name: "Summary" }), "Key fine")).toHaveText("PKR 500");
    }
    const shown = await summaryFigures(page);
    // The figures settle as the rules say: the deposit pays what is owed, the rest is refunded or still owed.
    const balance = shown["Rent to leave date"] + shown["Sudden departure fee"] + shown["Damages"] + shown["Key fine"] - shown["Paid"];
    expect(shown["Deposit applied"]).toBe(Math.min(shown["Deposit"], Math.max(balance, 0)));
    expect(shown["Refund"]).toBe(shown["Deposit"] - shown["Deposit applied"] + Math.max(-balance, 0));
    expect(shown["Still owed"]).toBe(Math.max(balance - shown["Deposit"], 0));
    if (scenario.stay === "kashif") {
      expect(shown["Sudden departure fee"]).toBe(12_000);
      expect(shown["Still owed"]).toBeGreaterThan(0);
    } else {
      expect(shown["Sudden departure fee"]).toBe(0);
      expect(shown["Refund"]).toBeGreaterThan(shown["Deposit"]);
    }
    await screenshots(page, `changes-check-out-${scenario.stay}`);

    // The settlement is confirmed in a dialog; a refund must say how it is paid first.
    await page.getByRole("button", { name: "Review check-out" }).click();
    const dialog = page.getByRole("dialog", { name: "Check out with these figures?" });
    for (const [label, amount] of Object.entries(shown)) await expect(valueOf(dialog, label)).toHaveText(pkr(amount));
    if (shown["Refund"] > 0) {
      await dialog.getByRole("button", { name: "Confirm check-out" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Choose how the refund is paid.");
      await expect(page).toHaveURL(new RegExp(`/bookings/check-out/${bookingId}$`));
      await dialog.getByRole("radio", { name: "JazzCash" }).check();
      await screenshots(page, `changes-check-out-confirm-${scenario.stay}`, { dialog: true });
    }
    await dialog.getByRole("button", { name: "Confirm check-out" }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/settlement/${bookingId}$`));
    // No warning that the stored figures differ from the preview (it would stay until closed).
    const slip = page.getByRole("article", { name: "Settlement" });
    await expect(slip.getByRole("heading", { name: "Settlement", level: 1 })).toBeVisible();
    await expect(page.getByText(/The stored settlement differs from the preview/)).toHaveCount(0);
    const { settlement, totals } = await ledgerOf(page.request, bookingId);
    expect(settlement).toMatchObject({
      leaveDate: today,
      rentCharged: shown["Rent to leave date"],
      suddenDepartureFee: shown["Sudden departure fee"],
      damages: shown["Damages"],
      lostKeyFine: shown["Key fine"],
      paid: shown["Paid"],
      deposit: shown["Deposit"],
      depositApplied: shown["Deposit applied"],
      refund: shown["Refund"],
      stillOwed: shown["Still owed"],
      refundMode: shown["Refund"] > 0 ? "jazzcash" : null,
    });
    expect(totals.balance).toBe(shown["Still owed"]);

    // The slip shows the same figures.
    for (const [label, amount] of Object.entries(shown)) await expect(valueOf(slip, label)).toHaveText(pkr(amount));
  });
}
