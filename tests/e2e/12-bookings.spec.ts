import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addCustomer, json, removeSpecRecords, signInViaApi, type ListedRecord } from "./support";

// Bookings through the UI: add (with the advance check and the live total), list and search, the
// printable report, payments on the edit screen until paid, a full room, the print preview, delete.
// Every record here is this spec's own: customers named "Bkg E2E …", rooms marked with NOTE.

test.describe.configure({ mode: "serial" });

const PREFIX = "Bkg E2E";
const NOTE = "bookings-e2e";
const run = Date.now().toString(36);
const ZONE = "Asia/Karachi";
const ali = {
  name: `${PREFIX} Ali ${run}`,
  father: "Muhammad Raza",
  phone: "0300-1112233",
  email: `bkg-ali-${run}@example.pk`,
  address: "House 12, Street 4, Gulberg III, Lahore",
};
const bilal = { name: `${PREFIX} Bilal ${run}`, father: "Tariq Mehmood", phone: "0321-4445566" };

interface Created {
  aliId: string;
  bilalId: string;
  /** Capacity 2, PKR 12,000 a month: the form's booking goes here. */
  roomA: { id: string; number: string };
  /** Capacity 1, PKR 9,000 a month: filled through the API. */
  roomB: { id: string; number: string };
  bookingId?: string;
}
let created: Created;

const hostelToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
const hostelMonth = () => new Intl.DateTimeFormat("en-US", { timeZone: ZONE, month: "long" }).format(new Date());

async function addRoom(
  request: APIRequestContext,
  roomNumber: string,
  capacity: number,
  monthlyRent: number,
  roomType: string,
  floorNumber: string,
) {
  const body = await json(
    await request.post("/api/rooms/add-room", { data: { roomNumber, capacity, monthlyRent, roomType, floorNumber, notes: NOTE } }),
  );
  return body.data._id;
}

/** Two free room numbers, preferring Room 21 to Room 25. */
async function freeRoomNumbers(request: APIRequestContext): Promise<[string, string]> {
  const rooms = await json<{ data: ListedRecord[] }>(await request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const order = [21, 22, 23, 24, 25, 28, 29, 30, 31, 32, 33, 34, 35, 36, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20];
  const free = order.map((n) => `Room ${n}`).filter((number) => !taken.has(number));
  expect(free.length, "two room numbers must be free for the bookings spec").toBeGreaterThanOrEqual(2);
  return [free[0]!, free[1]!];
}

/** The value shown under a label in the booking report. */
const reportValue = (page: Page, label: string) =>
  page
    .locator(".booking-report dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  const [numberA, numberB] = await freeRoomNumbers(page.request);
  created = {
    aliId: await addCustomer(page.request, ali),
    bilalId: await addCustomer(page.request, bilal),
    roomA: { number: numberA, id: await addRoom(page.request, numberA, 2, 12000, "double", "first") },
    roomB: { number: numberB, id: await addRoom(page.request, numberB, 1, 9000, "single", "ground") },
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

test("a booking is made through the form; a negative advance is refused; the total shows as you type", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/bookings");
  await page.getByRole("link", { name: "Add Booking" }).click();
  await expect(page).toHaveURL(/\/bookings\/add-bookings$/);
  await expect(page.getByRole("heading", { name: "Add Booking" })).toBeVisible();

  // Defaults: months, 1, today.
  await expect(page.getByLabel("Duration Type")).toHaveValue("months");
  await expect(page.getByLabel("Duration", { exact: true })).toHaveValue("1");
  await expect(page.getByLabel("Booking Date")).toHaveValue(hostelToday().split("-").reverse().join("-"));

  await page.getByLabel("Customer", { exact: true }).selectOption({ label: `${ali.name} (${ali.phone})` });
  const room = page.getByLabel("Room", { exact: true });
  await expect(room.locator(`option[value="${created.roomA.id}"]`)).toHaveText(
    `${created.roomA.number} — 2 of 2 beds left — PKR 12,000/month`,
  );
  await room.selectOption(created.roomA.id);

  const total = page.getByLabel("Total Payment");
  await expect(total).toHaveValue("PKR 12,000");
  await page.getByLabel("Duration Type").selectOption("weeks");
  await page.getByLabel("Duration", { exact: true }).fill("2");
  await expect(total).toHaveValue("PKR 5,600"); // 12,000 / 30 × 14 days
  await page.getByLabel("Duration Type").selectOption("months");
  await page.getByLabel("Duration", { exact: true }).fill("3");
  await expect(total).toHaveValue("PKR 36,000");

  const advance = page.getByLabel("Advanced Payment");
  await advance.fill("-1");
  await advance.blur();
  await expect(page.getByText("Advanced payment cannot be less than 0")).toBeVisible();
  await page.getByRole("button", { name: "Add Booking" }).click();
  await expect(page).toHaveURL(/\/bookings\/add-bookings$/);
  await expect(advance).toHaveAttribute("aria-invalid", "true");

  await advance.fill("10000");
  await expect(page.getByText("Advanced payment cannot be less than 0")).toBeHidden();
  await page.getByLabel("Payment Mode", { exact: true }).selectOption({ label: "Bank Transfer" });
  await page.getByLabel("Security Charges").fill("5000");
  await page.getByLabel("Security Payment Mode").selectOption({ label: "Cash" });
  await page.getByLabel("Paid Months").fill("1");
  await page.getByLabel("Notes").fill("Near the stairs, please");
  await page.getByRole("button", { name: "Add Booking" }).click();

  await expect(page.getByText("Booking has been added!")).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);

  // The list: search by the customer's name, then by the room number.
  const search = page.getByRole("searchbox", { name: "Search name, phone or room" });
  await search.fill(ali.name);
  await expect(page).toHaveURL(/searchTerm=/);
  const rows = page.getByRole("table", { name: "Bookings" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  const header = page.getByRole("table", { name: "Bookings" }).locator("thead th");
  await expect(header).toHaveText([
    "Sr #",
    "Customer Name",
    "Room No",
    "Room Type",
    "Floor No",
    "Status",
    "Check-in",
    "Leave Date",
    "Balance Today",
    "Actions",
  ]);
  const checkIn = hostelToday().split("-").reverse().join("-");
  await expect(rows.first().locator("td")).toHaveText([
    "1",
    ali.name,
    created.roomA.number,
    "Double",
    "First",
    "Active",
    checkIn,
    "—",
    /^(PKR [\d,]+ (owed|credit)|Nothing owed)$/,
    "",
  ]);
  await search.fill(created.roomA.number);
  await expect(page).toHaveURL(new RegExp(`searchTerm=${created.roomA.number.replace(" ", "\\+")}`));
  await expect(rows.filter({ hasText: ali.name })).toHaveCount(1);
  for (const roomCell of await rows.locator("td:nth-child(3)").allTextContents()) expect(roomCell).toContain(created.roomA.number);

  const viewHref = await rows.first().getByRole("link", { name: "View" }).getAttribute("href");
  created.bookingId = viewHref!.split("/").pop();
  expect(created.bookingId).toMatch(/^[0-9a-f-]{36}$/);
});

test("the booking report shows the customer, the room, the totals and status 'pending', the last payment and the house rules", async ({
  page,
}) => {
  await signInViaApi(page);
  await page.goto(`/bookings?searchTerm=${encodeURIComponent(ali.name)}`);
  await page.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/view-booking/${created.bookingId}$`));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(process.env.E2E_HOSTEL_NAME ?? "Al-Noor Boys Hostel");
  await expect(page.getByRole("button", { name: "Print Booking" })).toBeVisible();
  await expect(reportValue(page, "Customer Name")).toHaveText(ali.name);
  await expect(reportValue(page, "Email")).toHaveText(ali.email);
  await expect(reportValue(page, "Father's Name")).toHaveText(ali.father);
  await expect(reportValue(page, "Phone")).toHaveText(ali.phone);
  await expect(reportValue(page, "Address")).toHaveText(ali.address);
  await expect(reportValue(page, "Room Number")).toHaveText(created.roomA.number);
  await expect(reportValue(page, "Room Type")).toHaveText("Double");
  await expect(reportValue(page, "Capacity")).toHaveText("2 beds");
  await expect(reportValue(page, "Price")).toHaveText("PKR 12,000 / month");
  await expect(page.getByText(created.bookingId!)).toBeVisible();
  const today = new Date(`${hostelToday()}T12:00:00`);
  const day = today.getDate();
  const suffix = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
  await expect(reportValue(page, "Booking Date")).toHaveText(`${hostelMonth()} ${day}${suffix} ${today.getFullYear()}`);
  await expect(reportValue(page, "Time Period")).toHaveText("3 months");
  await expect(reportValue(page, "Advanced Payment")).toHaveText("PKR 10,000");
  await expect(reportValue(page, "Total Payment")).toHaveText("PKR 36,000");
  await expect(reportValue(page, "Total Paid")).toHaveText("PKR 10,000");
  await expect(reportValue(page, "Remaining Amount")).toHaveText("PKR 26,000");
  await expect(reportValue(page, "Payment Status")).toHaveText(/^pending$/i);
  await expect(reportValue(page, "Payment Mode")).toHaveText("Bank Transfer");
  await expect(reportValue(page, "Security Charges")).toHaveText("PKR 5,000");
  await expect(reportValue(page, "Security Payment Mode")).toHaveText("Cash");
  await expect(reportValue(page, "Paid Months")).toHaveText("1");
  // The last payment is the advance.
  await expect(reportValue(page, "Amount")).toHaveText("PKR 10,000");
  await expect(reportValue(page, "Month")).toHaveText(hostelMonth());
  await expect(reportValue(page, "Time")).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);

  const rules = page.locator('[dir="rtl"][lang="ur"]');
  await expect(rules).toBeVisible();
  await expect(rules.locator("li")).toHaveCount(5);
  await expect(rules).toContainText("۱۰ دن");
  await expect(rules).toContainText("۵۰۰ روپے");
  // Printed on: now on the hostel's clock (it was once five hours ahead), give or take a minute.
  const printedOn = page.getByText(/^Printed on: \d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
  await expect(printedOn).toBeVisible();
  const clock = (moment: Date) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: ZONE,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h12",
    })
      .format(moment)
      .replace(/\//g, "-")
      .replace(",", "")
      .replace(/am|pm/i, (half) => half.toUpperCase());
  const now = Date.now();
  expect([-60_000, 0, 60_000].map((shift) => `Printed on: ${clock(new Date(now + shift))}`)).toContain(await printedOn.textContent());
  await expect(page.getByText("Customer Signature", { exact: true })).toBeVisible();
  await expect(page.getByText("Manager Signature", { exact: true })).toBeVisible();
});

test("a payment on the edit screen raises total paid, lowers the remaining amount and joins the history", async ({ page }) => {
  await signInViaApi(page);
  const edit = `/bookings/edit-booking/${created.bookingId}`;
  await page.goto(edit);
  await expect(page.getByRole("heading", { name: "Update Booking" })).toBeVisible();
  await expect(page.getByLabel("Customer", { exact: true })).toHaveValue(ali.name);
  await expect(page.getByLabel("Total Payment")).toHaveValue("PKR 36,000");
  await expect(page.getByLabel("Total Paid")).toHaveValue("PKR 10,000");
  await expect(page.getByLabel("Remaining Amount")).toHaveValue("PKR 26,000");
  await expect(page.getByLabel("Payment Status")).toHaveValue("Pending");
  for (const derived of ["Total Payment", "Total Paid", "Remaining Amount", "Payment Status"]) {
    await expect(page.getByLabel(derived)).not.toBeEditable();
  }
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);

  // A first payment.
  await page.getByLabel("New Payment Amount").fill("6000");
  await page.getByRole("button", { name: "Update Booking" }).click();
  await expect(page.getByText("Booking updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);

  await page.goto(edit);
  await expect(page.getByLabel("Total Paid")).toHaveValue("PKR 16,000");
  await expect(page.getByLabel("Remaining Amount")).toHaveValue("PKR 20,000");
  await expect(page.getByLabel("Payment Status")).toHaveValue("Pending");
  const history = page.getByRole("table").locator("tbody tr");
  await expect(history).toHaveCount(2);
  await expect(history.nth(1).locator("td")).toHaveText(["2", "PKR 6,000", /^\d{2}-\d{2}-\d{4}$/, /^\d{2}:\d{2} (AM|PM)$/, hostelMonth()]);
});

test("a payment above the remaining amount gets the server's message; paying the rest makes the booking 'paid'", async ({ page }) => {
  await signInViaApi(page);
  const edit = `/bookings/edit-booking/${created.bookingId}`;
  await page.goto(edit);
  const history = page.getByRole("table").locator("tbody tr");
  await expect(history).toHaveCount(2);

  // More than is left: the server's own message under the field as it is typed; saving sends nothing.
  await page.getByLabel("New Payment Amount").fill("20001");
  const tooMuch = page.getByText("Payment cannot be more than the remaining amount of PKR 20,000", { exact: true });
  await expect(tooMuch).toBeVisible();
  await expect(page.getByLabel("New Payment Amount")).toHaveAttribute("aria-invalid", "true");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT") sent.push(request.url());
  });
  await page.getByRole("button", { name: "Update Booking" }).click();
  await expect(tooMuch).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${edit}$`));
  expect(sent).toEqual([]);

  // The rest: paid.
  await page.getByLabel("New Payment Amount").fill("20000");
  await page.getByRole("button", { name: "Update Booking" }).click();
  await expect(page.getByText("Booking updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
  await page.goto(edit);
  await expect(page.getByLabel("Total Paid")).toHaveValue("PKR 36,000");
  await expect(page.getByLabel("Remaining Amount")).toHaveValue("PKR 0");
  await expect(page.getByLabel("Payment Status")).toHaveValue("Paid");
  await expect(history).toHaveCount(3);

  await page.goto(`/bookings/view-booking/${created.bookingId}`);
  await expect(reportValue(page, "Payment Status")).toHaveText(/^paid$/i);
  await expect(reportValue(page, "Remaining Amount")).toHaveText("PKR 0");
  await expect(reportValue(page, "Amount")).toHaveText("PKR 20,000");
});

test("a room with no bed left shows as full, cannot be chosen, and a booking into it gets 409", async ({ page }) => {
  await signInViaApi(page);
  const booking = {
    studentId: created.bilalId,
    selectedRoom: created.roomB.id,
    bookingDate: hostelToday(),
    durationType: "months",
    durationValue: 1,
  };
  const first = await page.request.post("/api/bookings/add-booking", { data: booking });
  expect(first.status()).toBe(201);

  await page.goto("/bookings/add-bookings");
  const full = page.getByLabel("Room", { exact: true }).locator(`option[value="${created.roomB.id}"]`);
  await expect(full).toHaveText(`${created.roomB.number} (full) — PKR 9,000/month`);
  await expect(full).toBeDisabled();
  await expect(page.getByLabel("Room", { exact: true }).locator(`option[value="${created.roomA.id}"]`)).toHaveText(
    `${created.roomA.number} — 1 of 2 beds left — PKR 12,000/month`,
  );

  // Another resident with no open stay of his own, so that only the full room can refuse him.
  const usmanId = await addCustomer(page.request, { name: `${PREFIX} Usman ${run}`, father: "Ghani Khan", phone: "0333-7778899" });
  const second = await page.request.post("/api/bookings/add-booking", { data: { ...booking, studentId: usmanId } });
  expect(second.status()).toBe(409);
  expect((await second.json()).message).toBe(`${created.roomB.number} is full: no bed left`);

  // Row numbers follow the server's page size: with ?limit=1 the second booking of ours is Sr # 2.
  await page.goto(`/bookings?searchTerm=${encodeURIComponent(`${PREFIX} `)}&limit=1&page=2`);
  await expect(page.getByRole("table", { name: "Bookings" }).locator("tbody tr td").first()).toHaveText("2");
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
});

test("print preview: only the report on a white A4 page, Urdu rules right to left in Nastaliq", async ({ page }, testInfo) => {
  await signInViaApi(page);
  await page.goto(`/bookings/view-booking/${created.bookingId}`);
  await expect(page.locator(".booking-report")).toBeVisible();
  // 'Print Booking' opens the browser's print dialog (stubbed here: a headless browser has none).
  await page.evaluate(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => void counted.printCalls++;
  });
  await page.getByRole("button", { name: "Print Booking" }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  await page.evaluate(() => document.fonts.ready);
  await page.emulateMedia({ media: "print" });

  const screenshot = testInfo.outputPath("booking-print.png");
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach("booking print preview", { path: screenshot, contentType: "image/png" });

  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
  await expect(page.getByRole("link", { name: "Profile" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print Booking" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Edit" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const rules = page.locator('[dir="rtl"][lang="ur"]');
  await expect(rules).toBeVisible();
  await expect(rules).toHaveCSS("direction", "rtl");
  expect(await rules.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Noto Nastaliq Urdu");
  const nastaliqLoaded = await page.evaluate(() =>
    [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Noto Nastaliq Urdu" && face.status === "loaded"),
  );
  expect(nastaliqLoaded).toBe(true);
  const colours = await page.locator(".booking-report").evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: getComputedStyle(document.body).backgroundColor };
  });
  expect(colours).toEqual({ color: "rgb(0, 0, 0)", background: "rgb(255, 255, 255)" });

  // Save as PDF: one A4 page.
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
});

test("a booking is deleted from the list after 'Confirm Deletion'", async ({ page }) => {
  await signInViaApi(page);
  await page.goto(`/bookings?searchTerm=${encodeURIComponent(ali.name)}`);
  const rows = page.getByRole("table", { name: "Bookings" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Deletion")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Booking deleted successfully!")).toBeVisible();
  await expect(page.getByText("No data found.")).toBeVisible();
  const gone = await page.request.get(`/api/bookings/get-booking/${created.bookingId}`);
  expect(gone.status()).toBe(404);
});
