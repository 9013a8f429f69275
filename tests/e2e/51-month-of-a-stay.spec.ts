import { expect, test, type Locator, type Page } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { addDays, daysBetween, daysInMonth, periodOf, previousPeriod } from "@/lib/money/days";
import { formatNumber, formatPKR, formatYearMonth } from "@/lib/format";
import { languageNames } from "@/lib/i18n/locales";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { paymentModeName } from "@/components/payments/payment-modes";
import { expectAccessible, hydrated, json, removeSpecRecords, screenshots, signInViaApi, type ListedRecord } from "./support";

// A month of a stay with mess and electricity (docs/bills.md, B1, B3, B5), end to end through the
// screens: Add Booking with Mess ticked, checked in on the 1st of last month beside a roommate who came
// ten days later; the room's meter read on the Electricity sheet on the check-in day and today, the bill
// and its split by bed-days previewed (in English and Urdu) before saving; the stay's ledger with rent,
// mess and the electricity share; a part payment and its receipt line by line; the reminder naming what
// is still owed, item by item; then all of it in Urdu, where the rest is paid and its receipt names بجلی.
// Every figure is worked out here from the inputs and the dates (the rules in docs/bills.md), never
// read back from the app. Screenshots at 360 and 1366 px in test-results/screens (month-*).
// Records: the customers "Month E2E …" and the room marked NOTE, removed after; the Electricity rate is
// put back, and a Mess type this spec made (or turned on) is turned off again.

test.describe.configure({ mode: "serial" });

const PREFIX = "Month E2E";
const NOTE = "month-e2e";
const run = Date.now().toString(36);
const RENT = 11_000;
/** The Electricity rate a unit for this spec (paisa included, as an owner may set it). */
const RATE = 65.5;
/** The rate as the screens write it, with its paisa. */
const RATE_TEXT = RATE.toFixed(2);
const FIRST_READING = 4_210;
const UNITS = 361;
/** What the first payment pays beyond last month's rent and mess: part of this month's rent. */
const PART = 5_000;

const today = hostelTime(new Date()).date;
const thisMonth = periodOf(today);
const lastMonth = previousPeriod(thisMonth);
/** The 1st of last month: a whole month has passed since, whatever today's day of the month. */
const checkIn = `${lastMonth}-01`;
/** The roommate came ten days later: the bill is split by bed-days, not by heads. */
const mateIn = addDays(checkIn, 10);
const ddmmyyyy = (day: string) => day.split("-").reverse().join("-");
/** The text as shown, without the invisible marks that isolate values inside Urdu text (lib/format.ts, ltr). */
/** A text as it reads: without the direction marks that isolate its values, a non-breaking hyphen read as a hyphen. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, "").replace(/\u2011/g, "-");

const resident = { name: `${PREFIX} Kashif ${run}`, father: "Tariq Mehmood", phone: "0300-4445566" };
const mate = { name: `${PREFIX} Usman ${run}`, father: "Akram Khan", phone: "0321-7778899" };

interface ChargeType {
  _id: string;
  name: string;
  nameUr: string;
  kind: string;
  amount: number;
  active: boolean;
  system: string | null;
}
interface LateFee {
  graceDays: number;
  amount: number;
  from: string | null;
}

let mess: ChargeType;
let electricity: ChargeType;
/** Mess as it was before this spec: made here (null) or turned on here (false) is undone after. */
let messWasActive: boolean | null = true;
let originalRate: number | undefined;
let originalLateFee: LateFee | undefined;
let room: { id: string; number: string };
let bookingId: string;
let mateBookingId: string;
let firstReceiptId: string;

// The figures, from the inputs (docs/bills.md): both months are whole, so rent and mess are a month's
// price each; the meter's bill is round(units × rate) for check-in … yesterday, split by bed-days.
const bill = Math.round(UNITS * RATE);
const billTo = addDays(today, -1);
const bedDays = { resident: daysBetween(checkIn, today), mate: daysBetween(mateIn, today) };

/** B3's split: each share rounded down, the rupees left one each to the largest remainders (ties: earlier check-in). */
function split(amount: number, days: number[]): number[] {
  const total = days.reduce((sum, value) => sum + value, 0);
  const shares = days.map((value) => Math.floor((amount * value) / total));
  const remainders = days.map((value, index) => ({ index, remainder: (amount * value) % total }));
  const left = amount - shares.reduce((sum, value) => sum + value, 0);
  // The stays are listed in check-in order, so a stable sort keeps the earlier one first on a tie.
  for (const { index } of remainders.sort((a, b) => b.remainder - a.remainder).slice(0, left)) shares[index]! += 1;
  return shares;
}
const [residentShare, mateShare] = split(bill, [bedDays.resident, bedDays.mate]) as [number, number];
const messPrice = () => mess.amount;
const charged = () => 2 * RENT + 2 * messPrice() + residentShare;
const firstPayment = () => RENT + messPrice() + PART;
const owedAfter = () => charged() - firstPayment();

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  const request = page.request;
  await request.post("/api/language", { data: { language: "en" } });
  await removeSpecRecords(request, PREFIX, NOTE);

  // Mess, found (whatever its case) or made; Electricity's rate set, the old one kept to put back.
  const { chargeTypes } = await json<{ chargeTypes: ChargeType[] }>(await request.get("/api/charge-types"));
  const found = chargeTypes.find((type) => type.name.toLowerCase() === "mess" && type.kind === "monthly");
  if (!found) {
    mess = (
      await json<{ chargeType: ChargeType }>(
        await request.post("/api/charge-types", { data: { name: "Mess", nameUr: "میس", kind: "monthly", amount: 7000 } }),
      )
    ).chargeType;
    messWasActive = null;
  } else if (!found.active) {
    mess = (await json<{ chargeType: ChargeType }>(await request.put(`/api/charge-types/${found._id}`, { data: { active: true } })))
      .chargeType;
    messWasActive = false;
  } else mess = found;
  electricity = chargeTypes.find((type) => type.system === "electricity")!;
  originalRate = electricity.amount;
  await json(await request.put(`/api/charge-types/${electricity._id}`, { data: { amount: RATE } }));

  // No late fee may join the figures: one switched on by the settings is switched off while this runs.
  const { settings } = await json<{ settings: { lateFee: LateFee } }>(await request.get("/api/settings"));
  if (settings.lateFee.amount > 0) {
    originalLateFee = settings.lateFee;
    await json(await request.put("/api/settings", { data: { lateFee: { ...settings.lateFee, amount: 0 } } }));
  }

  const rooms = await json<{ data: ListedRecord[] }>(await request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((each) => each.roomNumber));
  const number = [1, 26, 27, 12, 11, 10, ...Array.from({ length: 36 }, (_, index) => 36 - index)]
    .map((n) => `Room ${n}`)
    .find((candidate) => !taken.has(candidate));
  expect(number, "a free room number for this spec").toBeTruthy();
  const made = await json(
    await request.post("/api/rooms/add-room", {
      data: { roomNumber: number, roomType: "double", floorNumber: "first", capacity: 2, monthlyRent: RENT, notes: NOTE },
    }),
  );
  room = { id: made.data._id, number: number! };
  for (const customer of [resident, mate]) {
    await json(
      await request.post("/api/students/add-student", {
        multipart: { studentName: customer.name, fatherName: customer.father, contactNumber: customer.phone },
      }),
    );
  }
  // The roommate, through the API: he only shares the meter.
  const students = await json<{ students: { _id: string; studentName: string }[] }>(await request.get("/api/students/get-all-students"));
  const mateId = students.students.find((student) => student.studentName === mate.name)!._id;
  mateBookingId = (
    await json(
      await request.post("/api/bookings/add-booking", {
        data: { studentId: mateId, selectedRoom: room.id, bookingDate: mateIn, durationType: "months", durationValue: 3 },
      }),
    )
  ).data._id;
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  const request = page.request;
  await request.post("/api/language", { data: { language: "en" } });
  if (electricity && originalRate !== undefined)
    await request.put(`/api/charge-types/${electricity._id}`, { data: { amount: originalRate } });
  if (originalLateFee) await request.put("/api/settings", { data: { lateFee: originalLateFee } });
  await removeSpecRecords(request, PREFIX, NOTE);
  if (mess && messWasActive !== true) await request.put(`/api/charge-types/${mess._id}`, { data: { active: false } });
  await context.close();
});

const sheetRow = (page: Page) => page.locator(`tr[data-room="${room.number}"]`);
const ledgerRegion = (page: Page, language: "en" | "ur") =>
  page.getByRole("region", { name: (language === "en" ? en : ur).stay.ledger.title, exact: true });
const ledgerRows = (page: Page, language: "en" | "ur") =>
  page.getByRole("table", { name: (language === "en" ? en : ur).stay.ledger.caption }).locator("tbody tr");
/** Each row's cells as shown, each its first line (a line's Reverse button and a payment's receipt number follow it), the invisible marks left out. */
const cellsOf = async (rows: Locator) =>
  (
    await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => (td as HTMLElement).innerText.trim().split("\n")[0]!.trim())),
    )
  ).map((cells) => cells.map(plain));
/** The receipt's lines once it shows `count` of them (a client navigation changes the address before the page). */
async function receiptLines(page: Page, count: number) {
  await expect(page.locator("article.receipt tbody tr")).toHaveCount(count);
  return (await cellsOf(page.locator("article.receipt tbody tr"))).map(([label, amount]) => [label, amount]);
}
/** The one resident the dues screen lists when searched by his name: his row's Remind (a table row or a card, as the width allows). */
const remindButton = (page: Page, language: "en" | "ur") =>
  page.getByRole("button", { name: (language === "en" ? en : ur).dues.remind.button, exact: true }).filter({ visible: true });
const receiptValue = (page: Page, label: string) =>
  page
    .locator("article.receipt dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
/** The share's line as stored and shown in English (docs/bills.md, B3): the units and both days. */
const electricityLine = `Electricity: ${UNITS} units, ${ddmmyyyy(checkIn)} to ${ddmmyyyy(billTo)}`;

test("English: Add Booking with Mess; the meter read on the check-in day and today, its bill and split previewed, in Urdu too, then saved", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Add Booking, Mess ticked, checked in on the 1st of last month.
  await page.goto("/bookings/add-bookings");
  await (
    await hydrated(page.getByLabel(en.bookings.form.customer, { exact: true }))
  ).selectOption({ label: `${resident.name} (${resident.phone})` });
  await page.getByLabel(en.bookings.form.bookingDate).fill(ddmmyyyy(checkIn));
  await page.getByLabel(en.bookings.form.room, { exact: true }).selectOption(room.id);
  await page
    .getByRole("group", { name: en.extras.booking.label })
    .getByRole("checkbox", { name: new RegExp(`^${mess.name} ·`) })
    .check();
  await page.getByRole("button", { name: en.bookings.form.add }).click();
  await expect(page).toHaveURL(/\/bookings\/view-booking\/[\w-]+$/, { timeout: 30_000 });
  bookingId = page.url().split("/").pop()!;

  // The meter's first reading, dated the check-in day: it only starts the meter.
  await page.goto("/electricity");
  await expect(page.getByText(en.electricity.rate.replace("{rate}", `PKR ${RATE_TEXT}`))).toBeVisible();
  const row = sheetRow(page);
  await expect(row).toContainText(en.electricity.sheet.noReading);
  const readOn = page.getByLabel(en.electricity.form.readOn);
  await (await hydrated(readOn)).fill(ddmmyyyy(checkIn));
  const input = row.getByRole("textbox", { name: en.electricity.form.reading.replace("{room}", room.number), exact: true });
  await input.fill(formatNumber(FIRST_READING));
  await expect(row.getByText(en.electricity.preview.first)).toBeVisible();
  await page.getByRole("button", { name: en.electricity.form.save }).click();
  await expect(row).toContainText(en.electricity.form.savedFirst);
  await expect(row.locator("td").nth(1)).toHaveText(formatNumber(FIRST_READING));
  await expect(row.locator("td").nth(2)).toHaveText(ddmmyyyy(checkIn));

  // Today's reading typed in Urdu first: the bill and its split in Urdu, nothing saved.
  await json(await page.request.post("/api/language", { data: { language: "ur" } }));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByLabel(ur.electricity.form.readOn)).toHaveValue(ddmmyyyy(today));
  const urduInput = row.getByRole("textbox").first();
  await (await hydrated(urduInput)).fill(String(FIRST_READING + UNITS));
  const urduBill = row.getByTestId("bill");
  await expect(urduBill.getByRole("listitem")).toHaveCount(2);
  const urduText = plain(await urduBill.innerText());
  expect(urduText).toContain(`${UNITS} یونٹ × ${RATE_TEXT} روپے = ${formatNumber(bill)} روپے`);
  expect(urduText).toContain(ur.electricity.preview.period.replace("{from}", ddmmyyyy(checkIn)).replace("{to}", ddmmyyyy(billTo)));
  for (const [name, days, share] of [
    [resident.name, bedDays.resident, residentShare],
    [mate.name, bedDays.mate, mateShare],
  ] as const) {
    const item = plain(await urduBill.getByRole("listitem").filter({ hasText: name }).innerText());
    expect(item).toContain(`(${ur.electricity.preview.share.replace("{days}", String(days))})`);
    expect(item).toContain(`${formatNumber(share)} روپے`);
  }
  await screenshots(page, "month-electricity-preview-ur");
  await urduInput.fill("");
  await expect(urduBill).toHaveCount(0);

  // In English: the same bill and split, then saved.
  await json(await page.request.post("/api/language", { data: { language: "en" } }));
  await page.reload();
  await expect(readOn).toHaveValue(ddmmyyyy(today));
  await (await hydrated(input)).fill(formatNumber(FIRST_READING + UNITS));
  const preview = row.getByTestId("bill");
  await expect(preview.locator("p").first()).toHaveText(`${UNITS} units × PKR ${RATE_TEXT} = ${formatPKR(bill)}`);
  await expect(preview).toContainText(`${ddmmyyyy(checkIn)} to ${ddmmyyyy(billTo)}`);
  await expect(preview.getByRole("listitem")).toHaveCount(2);
  await expect(preview.getByRole("listitem").filter({ hasText: resident.name })).toHaveText(
    new RegExp(`\\(${bedDays.resident} bed-days\\)\\s*${formatPKR(residentShare)}$`),
  );
  await expect(preview.getByRole("listitem").filter({ hasText: mate.name })).toHaveText(
    new RegExp(`\\(${bedDays.mate} bed-days\\)\\s*${formatPKR(mateShare)}$`),
  );
  expect(residentShare + mateShare).toBe(bill);
  await screenshots(page, "month-electricity-preview");
  // The preview saved nothing: the room still has its one reading.
  expect((await json<{ readings: unknown[] }>(await page.request.get(`/api/rooms/${room.id}/readings`))).readings).toHaveLength(1);
  await page.getByRole("button", { name: en.electricity.form.save }).click();
  await expect(row).toContainText(en.electricity.form.savedRow.replace("{amount}", formatPKR(bill)));
  await expect(row.locator("td").nth(3)).toHaveText(formatNumber(UNITS));
});

test("English: the ledger shows rent, mess and the electricity share; a part payment's receipt lists what it paid; the reminder what is still owed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/bookings/view-booking/${bookingId}`);

  // Rent and Mess for last month and this one (whole months: a month's price each), the share of the meter's bill.
  const rows = ledgerRows(page, "en");
  const expected = [
    [`Rent for ${formatYearMonth(lastMonth)}`, RENT],
    [`${mess.name} — ${formatYearMonth(lastMonth)}`, messPrice()],
    [`Rent for ${formatYearMonth(thisMonth)}`, RENT],
    [`${mess.name} — ${formatYearMonth(thisMonth)}`, messPrice()],
    [electricityLine, residentShare],
  ] as const;
  await expect(rows).toHaveCount(expected.length);
  const cells = await cellsOf(rows);
  // Each line's details and amount; on a day's lines, rent before mess.
  expect(cells.map(([date, details, amount]) => [date, details, amount])).toEqual(
    expected.map(([details, amount], index) => [
      ddmmyyyy(index < 2 ? checkIn : index < 4 ? `${thisMonth}-01` : today),
      details,
      formatNumber(amount),
    ]),
  );
  expect(cells.at(-1)![3]).toBe(formatNumber(charged()));
  await expect(
    ledgerRegion(page, "en").getByText(en.stay.ledger.balanceToday.replace("{balance}", `${formatPKR(charged())} owed`)),
  ).toBeVisible();
  // The electricity share is due a week after the reading (B3).
  const ledger = await json<{ charges: { kind: string; description: string; amount: number; dueOn: string }[] }>(
    await page.request.get(`/api/bookings/${bookingId}/ledger`),
  );
  expect(ledger.charges.find((charge) => charge.description === electricityLine)).toMatchObject({
    kind: "extra",
    amount: residentShare,
    dueOn: addDays(today, 7),
  });
  // The roommate's side: last month's rent prorated from his check-in (round(rent × days / days in month)), and his share.
  const mateLedger = await json<{ charges: { kind: string; period: string | null; description: string; amount: number }[] }>(
    await page.request.get(`/api/bookings/${mateBookingId}/ledger`),
  );
  const monthDays = daysInMonth(lastMonth);
  expect(mateLedger.charges.filter((charge) => charge.kind === "rent").map((charge) => [charge.period, charge.amount])).toEqual([
    [lastMonth, Math.round((RENT * (monthDays - 10)) / monthDays)],
    [thisMonth, RENT],
  ]);
  expect(mateLedger.charges.filter((charge) => charge.kind === "extra").map((charge) => [charge.description, charge.amount])).toEqual([
    [electricityLine, mateShare],
  ]);
  await screenshots(page, "month-ledger");
  await expectAccessible(page);

  // A part payment from the ledger: last month's rent and mess, and part of this month's rent.
  await (await hydrated(ledgerRegion(page, "en").getByRole("button", { name: en.payments.record.button }))).click();
  const dialog = page.getByRole("dialog", { name: en.payments.record.title });
  await expect(dialog.getByLabel(en.payments.record.fields.amount)).toHaveValue(String(charged()));
  await dialog.getByLabel(en.payments.record.fields.amount).fill(String(firstPayment()));
  await dialog.getByRole("button", { name: en.payments.record.save }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: en.payments.record.recorded });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  const payment = rows.filter({ hasText: en.stay.ledger.payment.replace("{mode}", paymentModeName("cash")) });
  await expect(payment.locator("td").nth(2)).toHaveText(formatNumber(-firstPayment()));
  await expect(payment.locator("td").nth(3)).toHaveText(formatNumber(owedAfter()));
  await expect(
    ledgerRegion(page, "en").getByText(en.stay.ledger.balanceToday.replace("{balance}", `${formatPKR(owedAfter())} owed`)),
  ).toBeVisible();

  // Its receipt, line by line: what the payment paid, in the order it paid them.
  await toast.getByRole("button", { name: en.payments.record.printReceipt }).click();
  await expect(page).toHaveURL(/\/receipts\/[0-9a-f-]{36}$/);
  firstReceiptId = page.url().split("/").pop()!;
  await expect(receiptValue(page, en.receipts.view.resident)).toHaveText(resident.name);
  await expect(receiptValue(page, en.receipts.view.room)).toHaveText(room.number);
  expect(await receiptLines(page, 3)).toEqual([
    [en.receipts.lines.rent.replace("{month}", formatYearMonth(lastMonth)), formatPKR(RENT)],
    [`${mess.name} — ${formatYearMonth(lastMonth)}`, formatPKR(messPrice())],
    [en.receipts.lines.rent.replace("{month}", formatYearMonth(thisMonth)), formatPKR(PART)],
  ]);
  await expect(page.locator("article.receipt .receipt-amount")).toHaveText(formatPKR(firstPayment()));
  await expect(receiptValue(page, en.receipts.view.balanceAfter)).toHaveText(formatPKR(owedAfter()));
  await screenshots(page, "month-receipt");

  // The dashboard's income this month names Mess beside the rent, with the profit report's figure.
  const { months } = await json<{ months: { income: { byKind: Record<string, number> } }[] }>(
    await page.request.get(`/api/reports/profit?month=${thisMonth}`),
  );
  const messIncome = months[0]!.income.byKind[mess.name] ?? 0;
  expect(messIncome).toBeGreaterThanOrEqual(messPrice());
  await page.goto("/");
  const incomeByKind = page.getByRole("region", { name: en.dashboard.incomeByKind.title });
  await expect(incomeByKind.getByRole("row", { name: mess.name, exact: false }).getByRole("cell")).toHaveText(formatPKR(messIncome));
  await expect(incomeByKind.getByRole("rowheader", { name: en.reports.profit.kinds.rent, exact: true })).toBeVisible();
  await screenshots(page, "month-dashboard-income");

  // The reminder, from the dues screen: the amount still owed and what it is for, item by item.
  await page.goto(`/dues?filter=all&searchTerm=${encodeURIComponent(resident.name)}`);
  await (await hydrated(remindButton(page, "en"))).click();
  const remind = page.getByRole("dialog", { name: en.dues.remind.title.replace("{name}", resident.name) });
  const reminder = en.outgoing.reminder;
  const items = [
    [`${reminder.rent} ${formatYearMonth(thisMonth)}`, RENT - PART],
    [`${mess.name.toLowerCase()} ${formatYearMonth(thisMonth)}`, messPrice()],
    [electricity.name.toLowerCase(), residentShare],
  ].map(([label, amount]) => reminder.item.replace("{label}", String(label)).replace("{amount}", formatNumber(Number(amount))));
  await expect(remind.getByRole("textbox", { name: en.dues.remind.message })).toHaveValue(
    reminder.textForItems
      .replace("{name}", resident.name)
      .replace("{amount}", formatNumber(owedAfter()))
      .replace("{items}", items.join(reminder.listSeparator)),
  );
  await expect(remind.getByText(en.dues.remind.owes.replace("{amount}", formatPKR(owedAfter())))).toBeVisible();
  await screenshots(page, "month-reminder", { dialog: true });
});

test("Urdu: the ledger, the receipt and the reminder name Mess, بجلی and the months in Urdu; the rest is paid and its receipt lists it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/bookings/view-booking/${bookingId}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  // The top bar's switch, as an administrator turns the panel to Urdu.
  await (await hydrated(page.getByRole("button", { name: `${en.shell.language}: ${languageNames.ur}` }))).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");

  const month = (period: string) => formatYearMonth(period, "ur");
  const rows = ledgerRows(page, "ur");
  await expect(rows).toHaveCount(6);
  const urduLine = ur.extras.lines.electricity
    .replace("{name}", electricity.nameUr)
    .replace("{units}", String(UNITS))
    .replace("{from}", ddmmyyyy(checkIn))
    .replace("{to}", ddmmyyyy(billTo));
  const cells = await cellsOf(rows);
  expect(cells.map(([, details, amount]) => [details, amount])).toEqual([
    [ur.stay.ledger.lines.rentFor.replace("{month}", month(lastMonth)), formatNumber(RENT)],
    [`${mess.nameUr} — ${month(lastMonth)}`, formatNumber(messPrice())],
    [ur.stay.ledger.lines.rentFor.replace("{month}", month(thisMonth)), formatNumber(RENT)],
    [`${mess.nameUr} — ${month(thisMonth)}`, formatNumber(messPrice())],
    [urduLine, formatNumber(residentShare)],
    [ur.stay.ledger.payment.replace("{mode}", paymentModeName("cash", "ur")), formatNumber(-firstPayment())],
  ]);
  expect(electricity.nameUr).toBe("بجلی");
  expect(cells.at(-1)![3]).toBe(formatNumber(owedAfter()));
  const balanceToday = ledgerRegion(page, "ur").getByText(new RegExp(`^${ur.stay.ledger.balanceToday.replace("{balance}", "")}`));
  expect(plain(await balanceToday.innerText())).toBe(
    plain(ur.stay.ledger.balanceToday.replace("{balance}", ur.stay.ledger.owed.replace("{amount}", formatPKR(owedAfter(), "ur")))),
  );
  await screenshots(page, "month-ledger-ur");

  // The first payment's receipt, in Urdu.
  await page.goto(`/receipts/${firstReceiptId}`);
  await expect(page.getByRole("heading", { level: 1, name: ur.receipts.title })).toBeVisible();
  expect(await receiptLines(page, 3)).toEqual([
    [ur.receipts.lines.rent.replace("{month}", month(lastMonth)), plain(formatPKR(RENT, "ur"))],
    [`${mess.nameUr} — ${month(lastMonth)}`, plain(formatPKR(messPrice(), "ur"))],
    [ur.receipts.lines.rent.replace("{month}", month(thisMonth)), plain(formatPKR(PART, "ur"))],
  ]);
  expect(plain(await receiptValue(page, ur.receipts.view.balanceAfter).innerText())).toBe(plain(formatPKR(owedAfter(), "ur")));
  await screenshots(page, "month-receipt-ur");

  // The reminder in Urdu: the same items, named in Urdu.
  await page.goto(`/dues?filter=all&searchTerm=${encodeURIComponent(resident.name)}`);
  await (await hydrated(remindButton(page, "ur"))).click();
  const remind = page.getByRole("dialog");
  const reminder = ur.outgoing.reminder;
  const items = [
    [`${reminder.rent} ${month(thisMonth)}`, RENT - PART],
    [`${mess.nameUr} ${month(thisMonth)}`, messPrice()],
    [electricity.nameUr, residentShare],
  ].map(([label, amount]) => reminder.item.replace("{label}", String(label)).replace("{amount}", formatNumber(Number(amount))));
  const message = remind.getByRole("textbox", { name: ur.dues.remind.message });
  await expect(message).toHaveValue(
    reminder.textForItems
      .replace("{name}", resident.name)
      .replace("{amount}", formatNumber(owedAfter()))
      .replace("{items}", items.join(reminder.listSeparator)),
  );
  await expect(message).toHaveAttribute("dir", "rtl");
  await screenshots(page, "month-reminder-ur", { dialog: true });
  await page.keyboard.press("Escape");
  await expect(remind).toBeHidden();

  // The rest paid from the ledger, in Urdu: its receipt lists this month's rent left, mess and بجلی.
  await page.goto(`/bookings/view-booking/${bookingId}`);
  await (await hydrated(ledgerRegion(page, "ur").getByRole("button", { name: ur.payments.record.button }))).click();
  const dialog = page.getByRole("dialog", { name: ur.payments.record.title });
  await expect(dialog.getByLabel(ur.payments.record.fields.amount)).toHaveValue(String(owedAfter()));
  await dialog.getByRole("button", { name: ur.payments.record.save }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: ur.payments.record.recorded });
  await expect(toast).toBeVisible();
  await expect(ledgerRegion(page, "ur").getByText(ur.stay.ledger.nothingOwed)).toBeVisible();
  await toast.getByRole("button", { name: ur.payments.record.printReceipt }).click();
  await expect(page).toHaveURL(/\/receipts\/[0-9a-f-]{36}$/);
  expect(await receiptLines(page, 3)).toEqual([
    [ur.receipts.lines.rent.replace("{month}", month(thisMonth)), plain(formatPKR(RENT - PART, "ur"))],
    [`${mess.nameUr} — ${month(thisMonth)}`, plain(formatPKR(messPrice(), "ur"))],
    [electricity.nameUr, plain(formatPKR(residentShare, "ur"))],
  ]);
  expect(plain(await page.locator("article.receipt .receipt-amount").innerText())).toBe(plain(formatPKR(owedAfter(), "ur")));
  expect(plain(await receiptValue(page, ur.receipts.view.balanceAfter).innerText())).toBe(plain(formatPKR(0, "ur")));
  await screenshots(page, "month-receipt-rest-ur");
  await page.request.post("/api/language", { data: { language: "en" } });
});

// The Urdu ledger at 360 px once broke the electricity line's dates at their hyphens ("-01" on one line,
// "10-2026" on the next); components/stay/extras-lines.ts now writes them with non-breaking hyphens.
test("Urdu at 360 px: the electricity line's dates are never broken across lines", async ({ page }) => {
  await signInViaApi(page);
  await json(await page.request.post("/api/language", { data: { language: "ur" } }));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/bookings/view-booking/${bookingId}`);
  const line = ledgerRows(page, "ur").filter({ hasText: "یونٹ" }).locator("td").nth(1);
  await expect(line).toBeVisible();
  // Each date's characters, measured: one line box each.
  const lines = await line.evaluate(
    (cell, dates) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const found: Record<string, number> = {};
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const date of dates) {
          const at = node.textContent!.indexOf(date);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + date.length);
          found[date] = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        }
      }
      return found;
    },
    [ddmmyyyy(checkIn).replace(/-/g, "\u2011"), ddmmyyyy(billTo).replace(/-/g, "\u2011")],
  );
  await page.request.post("/api/language", { data: { language: "en" } });
  expect(lines).toEqual({ [ddmmyyyy(checkIn).replace(/-/g, "\u2011")]: 1, [ddmmyyyy(billTo).replace(/-/g, "\u2011")]: 1 });
});
