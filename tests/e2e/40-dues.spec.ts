import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { expectAccessible, hydrated, json, removeSpecRecords, SCREENS, signInViaApi, type ListedRecord } from "./support";

// Dues, Record payment, Receipt and Remind through the screens: an overdue resident (booked in the
// past, nothing paid) is listed under Overdue, pays from there and gets a receipt; a reminder opens
// WhatsApp with his number and amount; a voided receipt says VOID. Screenshots go to test-results/screens.
// Every record here is this spec's own: customers named "Dues E2E …", rooms marked with NOTE.

test.describe.configure({ mode: "serial" });

const PREFIX = "Dues E2E";
const NOTE = "dues-e2e";
const run = Date.now().toString(36);
const RENT = 12_000;
const kamran = { name: `${PREFIX} Kamran ${run}`, father: "Akbar Ali", phone: "0300-1234567", digits: "923001234567" };
const bilal = { name: `${PREFIX} Bilal ${run}`, father: "Tariq Mehmood", phone: "+92 321 4445566", digits: "923214445566" };

const today = hostelTime(new Date()).date;
const [year, month] = today.split("-").map(Number) as [number, number];
const previousMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
const thisMonth = today.slice(0, 7);
const monthTitle = (period: string, style: "long" | "short") =>
  new Date(`${period}-01T00:00:00Z`).toLocaleString("en-US", { month: style, timeZone: "UTC" });
/** A month chip: "Feb", with the year when it is not this year's. */
const chip = (period: string) =>
  period.startsWith(String(year)) ? monthTitle(period, "short") : `${monthTitle(period, "short")} ${period.slice(0, 4)}`;
const ddmmyyyy = (day: string) => day.split("-").reverse().join("-");
const daysSince = (day: string) => Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);

interface Created {
  room: string;
  kamranBooking: string;
  bilalBooking: string;
  receiptId?: string;
  receiptNo?: string;
}
let created: Created;

async function book(request: APIRequestContext, customer: typeof kamran, roomId: string, bookingDate: string) {
  const student = await json(
    await request.post("/api/students/add-student", {
      multipart: { studentName: customer.name, fatherName: customer.father, contactNumber: customer.phone },
    }),
  );
  const booking = await json(
    await request.post("/api/bookings/add-booking", {
      data: { studentId: student.data._id, selectedRoom: roomId, bookingDate, durationType: "months", durationValue: 1 },
    }),
  );
  return booking.data._id;
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const figure = (text: string | null) => Number((text ?? "").replace(/PKR|,|\s/g, ""));
const cardValue = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true }).locator("p").first();
const duesTable = (page: Page) => page.getByRole("table", { name: "Dues" });
const rowOf = (page: Page, name: string) => duesTable(page).locator("tbody tr").filter({ hasText: name });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const number = [30, 31, 32, 33, 34, 29, 28, 25, 24, 23, 22, 21, 20].map((n) => `Room ${n}`).find((candidate) => !taken.has(candidate));
  expect(number, "a free room number for the dues spec").toBeTruthy();
  const room = await json(
    await page.request.post("/api/rooms/add-room", {
      data: { roomNumber: number, capacity: 2, monthlyRent: RENT, roomType: "double", floorNumber: "second", notes: NOTE },
    }),
  );
  created = {
    room: number!,
    // Kamran came on the 1st of last month and paid nothing: last month is overdue, this month owed too.
    kamranBooking: await book(page.request, kamran, room.data._id, `${previousMonth}-01`),
    // Bilal came on the 1st of this month.
    bilalBooking: await book(page.request, bilal, room.data._id, `${thisMonth}-01`),
  };
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await context.close();
});

test("an overdue resident is listed under Overdue with his months, amount and days overdue", async ({ page }) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/dues");
  await expect(page.getByRole("heading", { name: "Dues", level: 1 })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Dues filter" }).getByRole("link");
  await expect(tabs).toHaveText(["Overdue", "Due", "On notice", "Checked out", "All", "In credit"]);
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
  for (const title of ["Owed", "Expected this month", "Collected this month"])
    await expect(cardValue(page, title)).toHaveText(/^PKR \d{1,3}(,\d{3})*$/);
  expect(figure(await cardValue(page, "Owed").textContent())).toBeGreaterThanOrEqual(2 * RENT + RENT);
  expect(figure(await cardValue(page, "Expected this month").textContent())).toBeGreaterThanOrEqual(2 * RENT);

  const search = page.getByRole("searchbox", { name: "Search by name, phone, CNIC or room" });
  await search.fill(kamran.name);
  await expect(page).toHaveURL(/searchTerm=/);
  await expect(duesTable(page).locator("thead th")).toHaveText([
    "Room",
    "Resident",
    "Months",
    "Owed",
    "Days overdue",
    "Last payment",
    "Last reminder",
    "Actions",
  ]);
  const row = rowOf(page, kamran.name);
  await expect(row).toHaveCount(1);
  await expect(row.locator("td")).toHaveText([
    created.room,
    `${kamran.name}${kamran.phone}`,
    `${chip(previousMonth)}${chip(thisMonth)}`,
    "PKR 24,000",
    String(daysSince(`${previousMonth}-01`)),
    "—",
    "—",
    "Record paymentRemind",
  ]);
  await expect(page.getByText("1 resident owes PKR 24,000")).toBeVisible();
  await screenshot(page, "dues-1366");
  await expectAccessible(page);

  // Not under Due (something of his is overdue); the tab keeps the search.
  await page.getByRole("link", { name: "Due", exact: true }).click();
  await expect(page).toHaveURL(/filter=due(&|$)/);
  await expect(page.getByText("No dues found.")).toBeVisible();

  // At 360 px the rows are cards, with both buttons in reach and no sideways scrolling.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/dues?searchTerm=${encodeURIComponent(PREFIX)}`);
  const card = page.getByRole("list", { name: "Dues" }).getByRole("listitem").filter({ hasText: kamran.name });
  await expect(card).toBeVisible();
  await expect(duesTable(page)).toBeHidden();
  await expect(card.getByRole("listitem")).toHaveText([chip(previousMonth), chip(thisMonth)]);
  await expect(card).toContainText("PKR 24,000");
  for (const name of ["Record payment", "Remind"]) {
    const button = card.getByRole("button", { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0)); // the top bar is sticky: a full-page shot from further down shows it mid-page
  await screenshot(page, "dues-360");
  await expectAccessible(page);
});

test("Record payment with the prefilled amount takes him off Overdue; Print receipt shows its number, figures and words", async ({
  page,
}) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/dues?searchTerm=${encodeURIComponent(kamran.name)}`);
  const collectedBefore = figure(await cardValue(page, "Collected this month").textContent());
  const row = rowOf(page, kamran.name);
  await (await hydrated(row.getByRole("button", { name: "Record payment" }))).click();

  const dialog = page.getByRole("dialog", { name: "Record payment" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Amount")).toHaveValue("24000");
  await expect(dialog.getByLabel("Date")).toHaveValue(ddmmyyyy(today));
  await expect(dialog.getByLabel("Mode")).toHaveValue("cash");
  await expect(dialog.getByLabel("Mode").locator("option")).toHaveText(["Cash", "Bank transfer", "JazzCash", "Easypaisa"]);
  await expect(dialog.getByLabel("Reference")).toHaveValue("");
  await expect(dialog.getByLabel("Note")).toHaveValue("");
  await screenshot(page, "record-payment-1366");
  await expectAccessible(page);

  // A day after today is refused under the field; nothing is sent.
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Date").fill(ddmmyyyy(tomorrow));
  await dialog.getByRole("button", { name: "Save payment" }).click();
  await expect(dialog.getByText("Date cannot be in the future")).toBeVisible();
  await dialog.getByLabel("Date").fill(ddmmyyyy(today));

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await screenshot(page, "record-payment-360");
  await page.setViewportSize({ width: 1366, height: 900 });

  await dialog.getByRole("button", { name: "Save payment" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Payment recorded" });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No dues found.")).toBeVisible();
  await expect(cardValue(page, "Collected this month")).toHaveText(`PKR ${(collectedBefore + 24_000).toLocaleString("en-US")}`);

  const ledger = await json<{ payments: { _id: string; receiptNo: string; amount: number }[] }>(
    await page.request.get(`/api/bookings/${created.kamranBooking}/ledger`),
  );
  expect(ledger.payments).toHaveLength(1);
  created.receiptId = ledger.payments[0]!._id;
  created.receiptNo = ledger.payments[0]!.receiptNo;
  expect(created.receiptNo).toMatch(/^RCT-\d{4}-\d{4}$/);
  await expect(toast).toContainText(created.receiptNo);

  await toast.getByRole("button", { name: "Print receipt" }).click();
  await expect(page).toHaveURL(new RegExp(`/receipts/${created.receiptId}$`));
  await expect(page.getByRole("heading", { name: "Receipt", level: 1 })).toBeVisible();
  const receipt = page.locator("article.receipt");
  const value = (label: string) =>
    receipt
      .locator("dl > div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd");
  await expect(value("Receipt No")).toHaveText(created.receiptNo);
  await expect(value("Date")).toHaveText(ddmmyyyy(today));
  await expect(value("Resident")).toHaveText(kamran.name);
  await expect(value("Father's name")).toHaveText(kamran.father);
  await expect(value("Room")).toHaveText(created.room);
  await expect(value("Mode")).toHaveText("Cash");
  await expect(value("Balance after")).toHaveText("PKR 0");
  await expect(receipt.locator("tbody tr")).toHaveText([
    `${monthTitle(previousMonth, "long")} ${previousMonth.slice(0, 4)} rentPKR 12,000`,
    `${monthTitle(thisMonth, "long")} ${year} rentPKR 12,000`,
  ]);
  await expect(receipt.locator(".receipt-amount")).toHaveText("PKR 24,000");
  await expect(receipt.locator(".receipt-words")).toHaveText("Twenty-four thousand rupees only");
  await expect(receipt.getByText("Received by: Hostel Manager")).toBeVisible();
  await expect(receipt.getByText("VOID")).toHaveCount(0);

  const share = page.getByRole("link", { name: "Share on WhatsApp" });
  const href = (await share.getAttribute("href"))!;
  expect(href.startsWith(`https://wa.me/${kamran.digits}?text=`)).toBe(true);
  const text = decodeURIComponent(href.split("?text=")[1]!);
  for (const part of [
    created.receiptNo,
    "PKR 24,000",
    "Twenty-four thousand rupees only",
    `${monthTitle(thisMonth, "long")} ${year} rent`,
    process.env.E2E_HOSTEL_NAME!,
  ])
    expect(text).toContain(part);
  await expect(share).toHaveAttribute("target", "_blank");

  await screenshot(page, "receipt-1366");
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await screenshot(page, "receipt-360");

  // Print: A5 by default, an 80 mm column when "Thermal (80 mm)" is chosen; only the receipt is printed.
  // The print screenshots are taken as wide as the paper's printable width (A5: 128 mm, thermal: 74 mm).
  await page.setViewportSize({ width: 484, height: 760 });
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print", exact: true })).toBeHidden();
  await expect(page.locator("header").first()).toBeHidden();
  await screenshot(page, "receipt-print-a5");
  expect(pageSizes(await page.pdf({ preferCSSPageSize: true }))).toEqual([[420, 595]]);
  await page.emulateMedia({ media: "screen" });
  await page.getByLabel("Paper").selectOption({ label: "Thermal (80 mm)" });
  await page.setViewportSize({ width: 280, height: 760 });
  await page.emulateMedia({ media: "print" });
  await screenshot(page, "receipt-print-thermal");
  const thermal = pageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(thermal[0]![0]).toBe(227); // 80 mm in points
});

test("Remind opens WhatsApp with his number and the amount, and the row then says 'today'; a refusal shows its message", async ({
  page,
  context,
}) => {
  await signInViaApi(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await page.goto(`/dues?filter=all&searchTerm=${encodeURIComponent(bilal.name)}`);
  const row = rowOf(page, bilal.name);
  await expect(row.locator("td").nth(6)).toHaveText("—");

  // The message is shown first (editable); Open WhatsApp sends it.
  await (await hydrated(row.getByRole("button", { name: "Remind" }))).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox", { name: "Message" })).toHaveValue(/PKR 12,000/);
  const popupOpened = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Open WhatsApp" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(popup.url());
  expect(url.pathname).toBe(`/${bilal.digits}`);
  const text = url.searchParams.get("text")!;
  expect(text).toContain(bilal.name);
  expect(text).toContain("PKR 12,000");
  expect(text).toContain(`${monthTitle(thisMonth, "long")} ${year}`);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await expect(row.locator("td").nth(6)).toHaveText("today");

  // No usable phone: the server's 422 message as a toast, and the blank tab closed again.
  const message = 'The phone number "042-1234567" is a landline, not a mobile number.';
  await page.route("**/api/bookings/*/reminders", (route) =>
    route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ message }) }),
  );
  await row.getByRole("button", { name: "Remind" }).click();
  const blank = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page.getByText(message)).toBeVisible();
  const closed = await blank;
  await expect.poll(() => closed.isClosed()).toBe(true);
});

test("a voided payment's receipt shows VOID and the reason, and offers no sharing", async ({ page }) => {
  await signInViaApi(page);
  const recorded = await json<{ payment: { _id: string; receiptNo: string } }>(
    await page.request.post(`/api/bookings/${created.bilalBooking}/payments`, {
      data: { amount: 5000, mode: "jazzcash", reference: "JC-88412" },
    }),
  );
  await json(await page.request.post(`/api/payments/${recorded.payment._id}/void`, { data: { reason: "Entered twice by mistake" } }));

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/receipts/${recorded.payment._id}`);
  const receipt = page.locator("article.receipt");
  await expect(receipt.getByText("VOID", { exact: true })).toBeVisible();
  await expect(receipt.getByText("Reason: Entered twice by mistake")).toBeVisible();
  await expect(receipt).toContainText(recorded.payment.receiptNo);
  await expect(receipt.locator(".receipt-amount")).toHaveText("PKR 5,000");
  await expect(receipt.locator(".receipt-words")).toHaveText("Five thousand rupees only");
  await expect(receipt).toContainText("JazzCash");
  await expect(receipt).toContainText("JC-88412");
  await expect(receipt.getByText("Balance after")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveCount(0);
  await screenshot(page, "receipt-void-1366");
  await expectAccessible(page);
});

/** Each page's [width, height] in whole points, from a PDF's MediaBoxes. */
function pageSizes(pdf: Buffer): number[][] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => [
    Math.round(Number(match[1])),
    Math.round(Number(match[2])),
  ]);
}
