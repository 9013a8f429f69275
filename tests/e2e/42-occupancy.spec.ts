import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, firstDay, nextPeriod, periodOf } from "@/lib/money";
import { hostelTime } from "@/lib/time";
import { addCustomer, expectAccessible, hydrated, json, removeSpecRecords, screenshots, signInViaApi, type ListedRecord } from "./support";

// Occupancy by day (a bed freed the day after check-out, a reservation only from its day, a free bed
// leading to Add booking), the customer view's stays, the audit log, CSV export and adding an
// administrator. Screenshots go to test-results/screens. Every record here is this spec's own:
// customers named "Occ E2E …", rooms marked with NOTE (removed again at the end).

test.describe.configure({ mode: "serial" });

const PREFIX = "Occ E2E";
const NOTE = "occupancy-e2e";
const run = Date.now().toString(36);

const today = hostelTime(new Date()).date;
const nextMonthStart = firstDay(nextPeriod(periodOf(today)));
const ddmmyyyy = (day: string) => day.split("-").reverse().join("-");

const ali = { name: `${PREFIX} Ali ${run}`, father: "Muhammad Raza", phone: "0300-2223344" };
const bilal = { name: `${PREFIX} Bilal ${run}`, father: "Tariq Mehmood", phone: "0321-5556677" };
/** Ali's first stay: in 40 days ago, out 5 days ago. */
const firstStay = { from: addDays(today, -40), leave: addDays(today, -5) };
/** Ali's stay now, since two days ago. */
const currentFrom = addDays(today, -2);

interface Room {
  id: string;
  number: string;
}
interface Created {
  /** 1 bed: Ali's first stay, checked out. */
  roomOut: Room;
  /** 2 beds at PKR 8,000: Ali now, Bilal from the 1st of next month. */
  roomNow: Room;
  /** 1 bed, nobody. */
  roomFree: Room;
  aliNow: string;
}
let created: Created;

async function book(request: APIRequestContext, studentId: string, room: Room, bookingDate: string): Promise<string> {
  const booking = await json(
    await request.post("/api/bookings/add-booking", {
      data: {
        studentId,
        selectedRoom: room.id,
        bookingDate,
        durationType: "months",
        durationValue: 6,
        paymentMode: "cash",
        securityPaymentMode: "cash",
      },
    }),
  );
  return booking.data._id;
}

const roomCard = (page: Page, room: Room) => page.getByRole("region", { name: room.number, exact: true });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  const request = page.request;
  await removeSpecRecords(request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const numbers = [36, 35, 34, 33, 32, 31, 30, 29, 28, 25, 24, 23, 22, 21, 20]
    .map((n) => `Room ${n}`)
    .filter((number) => !taken.has(number));
  expect(numbers.length, "three free room numbers for the occupancy spec").toBeGreaterThanOrEqual(3);
  const addRoom = async (number: string, capacity: number, monthlyRent: number): Promise<Room> => {
    const room = await json(
      await request.post("/api/rooms/add-room", {
        data: {
          roomNumber: number,
          capacity,
          monthlyRent,
          roomType: capacity === 1 ? "single" : "double",
          floorNumber: "ground",
          notes: NOTE,
        },
      }),
    );
    return { id: room.data._id, number };
  };
  const roomOut = await addRoom(numbers[0]!, 1, 10_000);
  const roomNow = await addRoom(numbers[1]!, 2, 8_000);
  const roomFree = await addRoom(numbers[2]!, 1, 9_000);

  const aliId = await addCustomer(request, ali);
  const aliBefore = await book(request, aliId, roomOut, firstStay.from);
  await json(
    await request.post(`/api/bookings/${aliBefore}/check-out`, { data: { leaveDate: firstStay.leave, damages: [], keyLost: false } }),
  );
  const aliNow = await book(request, aliId, roomNow, currentFrom);
  await book(request, await addCustomer(request, bilal), roomNow, nextMonthStart);
  created = { roomOut, roomNow, roomFree, aliNow };
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
});

test("a checked-out resident holds his bed on the leave date; the next day it is free", async ({ page }) => {
  await page.goto(`/occupancy?on=${firstStay.leave}`);
  await expect(page.getByRole("heading", { level: 1, name: "Occupancy" })).toBeVisible();
  await expect(page.getByLabel("Date")).toHaveValue(ddmmyyyy(firstStay.leave));
  await expect(roomCard(page, created.roomOut).getByRole("link", { name: ali.name })).toBeVisible();
  await expect(roomCard(page, created.roomOut).getByText("Free", { exact: true })).toHaveCount(0);

  // The next day through the picker's own button.
  await (await hydrated(page.getByRole("button", { name: "Next day" }))).click();
  await expect(page).toHaveURL(new RegExp(`on=${addDays(firstStay.leave, 1)}$`));
  await expect(page.getByLabel("Date")).toHaveValue(ddmmyyyy(addDays(firstStay.leave, 1)));
  await expect(roomCard(page, created.roomOut).getByText("Free", { exact: true })).toBeVisible();
  await expect(roomCard(page, created.roomOut).getByText(ali.name)).toHaveCount(0);

  // A day typed as DD-MM-YYYY.
  const dateField = page.getByLabel("Date");
  await dateField.fill(ddmmyyyy(firstStay.leave));
  await dateField.press("Enter");
  await expect(page).toHaveURL(new RegExp(`on=${firstStay.leave}$`));
  await expect(roomCard(page, created.roomOut).getByRole("link", { name: ali.name })).toBeVisible();
  await dateField.fill("31-02-2026");
  await dateField.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Date must be a day like 05-03-2026" })).toBeVisible();
});

test("a reservation for next month holds no bed this month; the resident's bed links his booking with what he owes", async ({ page }) => {
  await page.goto("/occupancy");
  const room = roomCard(page, created.roomNow);
  const aliBed = room.getByRole("link", { name: ali.name });
  await expect(aliBed).toHaveAttribute("href", `/bookings/view-booking/${created.aliNow}`);
  await expect(aliBed.getByText(/^Owes PKR [\d,]+$/)).toBeVisible();
  await expect(room.getByText(bilal.name)).toHaveCount(0);
  await expect(room.getByText("Free", { exact: true })).toHaveCount(1);
  // Rooms in number order within a floor (Room 9 before Room 10), and no VIP mark on a plain room.
  const ground = (await page.getByRole("region", { name: "Ground floor" }).locator("h3").allTextContents()).map((text) =>
    Number(text.replace("Room ", "")),
  );
  expect(ground.length).toBeGreaterThanOrEqual(3);
  expect(ground).toEqual([...ground].sort((a, b) => a - b));
  await expect(room.getByText("VIP", { exact: true })).toHaveCount(0);

  await page.goto(`/occupancy?on=${nextMonthStart}`);
  await expect(room.getByRole("link", { name: bilal.name })).toBeVisible();
  await expect(room.getByRole("link", { name: bilal.name }).getByText("Reserved", { exact: true })).toBeVisible();
  await expect(room.getByText("Free", { exact: true })).toHaveCount(0);
});

test("a free bed leads to Add booking with its room chosen", async ({ page }) => {
  await page.goto("/occupancy");
  await roomCard(page, created.roomFree).getByRole("link", { name: /Free/ }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/add-bookings\\?room=${created.roomFree.id}$`));
  await expect(page.getByLabel("Room")).toHaveValue(created.roomFree.id);

  await page.goto("/occupancy");
  await expectAccessible(page);
  await screenshots(page, "occupancy");
});

test("the customer view shows the current stay with Record payment, and the past stay", async ({ page }) => {
  const customers = await json<{ students: ListedRecord[] }>(
    await page.request.get(`/api/students/get-students?searchTerm=${encodeURIComponent(ali.name)}`),
  );
  await page.goto(`/customers/view-customer/${customers.students[0]!._id}`);
  await expect(page.getByRole("heading", { name: "Current stay" })).toBeVisible();
  const value = (label: string) =>
    page
      .locator("dl > div")
      .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
      .locator("dd");
  await expect(value("Room")).toHaveText(created.roomNow.number);
  await expect(value("Since")).toHaveText(ddmmyyyy(currentFrom));
  await expect(value("Rent")).toHaveText("PKR 8,000 a month");
  await expect(value("Balance")).toHaveText(/^PKR [\d,]+ owed$/);
  await expect(page.getByRole("button", { name: "Record payment" })).toBeVisible();

  const past = page.getByRole("heading", { name: "Past stays" }).locator("xpath=../..").getByRole("listitem");
  await expect(past).toHaveCount(1);
  await expect(past).toContainText(created.roomOut.number);
  await expect(past).toContainText(`${ddmmyyyy(firstStay.from)} – ${ddmmyyyy(firstStay.leave)}`);
  await expect(past).toContainText("Checked out");
  await expect(past.getByRole("link", { name: /View/ })).toHaveAttribute("href", /\/bookings\/view-booking\//);

  await expectAccessible(page);
  await screenshots(page, "customer-view");

  // Record payment from here: the dialog takes it and the balance goes down.
  const before = await value("Balance").textContent();
  await (await hydrated(page.getByRole("button", { name: "Record payment" }))).click();
  const dialog = page.getByRole("dialog", { name: "Record payment" });
  await dialog.getByLabel("Amount").fill("1,000");
  await dialog.getByRole("button", { name: "Save payment" }).click();
  await expect(page.getByText("Payment recorded")).toBeVisible();
  await expect(value("Balance")).not.toHaveText(before!);
});

test("the audit log lists a payment and its void with the amounts, and filters to one record", async ({ page }) => {
  const { payment } = await json<{ payment: { _id: string; receiptNo: string } }>(
    await page.request.post(`/api/bookings/${created.aliNow}/payments`, { data: { amount: 4_321, mode: "jazzcash", reference: "JC-42" } }),
  );
  await json(await page.request.post(`/api/payments/${payment._id}/void`, { data: { reason: "Typed the wrong amount" } }));

  await page.goto("/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const entries = page.getByRole("list", { name: "Audit entries" }).locator(":scope > li").filter({ hasText: payment.receiptNo });
  const recorded = entries.filter({ hasText: "Payment recorded" });
  const voided = entries.filter({ hasText: "Payment voided" });
  await expect(recorded).toContainText("PKR 4,321");
  await expect(recorded).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expect(voided).toContainText("Voided: No → Yes");
  await expect(voided).toContainText("Amount: PKR 4,321");
  await expect(voided).toContainText("Typed the wrong amount");
  // Newest first: the void above the payment.
  await expect(entries.first()).toContainText("Payment voided");

  await voided.getByRole("link", { name: "Only this payment" }).click();
  await expect(page).toHaveURL(new RegExp(`entity=payment&entityId=${payment._id}$`));
  await expect(page.getByRole("list", { name: "Audit entries" }).locator(":scope > li")).toHaveCount(2);

  await page.goto("/audit");
  await expectAccessible(page);
  await screenshots(page, "audit-log");
});

test("Export CSV of customers has every matching row, not one page, with a BOM and the Urdu name intact", async ({ page }) => {
  const csvPrefix = `${PREFIX} CSV ${run}`;
  const names = [...Array.from({ length: 12 }, (_, n) => `${csvPrefix} ${String(n + 1).padStart(2, "0")}`), `${csvPrefix} علی رضا`];
  for (const [n, name] of names.entries())
    await addCustomer(page.request, { name, father: "Abdul Qadir, Sr.", phone: `0301-55500${String(n).padStart(2, "0")}` });

  await page.goto(`/customers?searchTerm=${encodeURIComponent(csvPrefix)}`);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(11);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`customers-${today}.csv`);
  const bytes = fs.readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^Name,Father's Name,Contact,/);
  expect(lines).toHaveLength(names.length + 1);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(",")[0])
      .sort(),
  ).toEqual([...names].sort());
  expect(lines.every((line, index) => index === 0 || line.includes('"Abdul Qadir, Sr."'))).toBe(true);
});

test("Add administrator on the profile creates an admin who can sign in", async ({ page, browser }) => {
  const newAdmin = { username: `Occ Admin ${run}`, email: `occ-admin-${run}@example.pk`, password: "second-Password-2" };
  await page.goto("/profile");
  await (await hydrated(page.getByRole("button", { name: "Add administrator" }))).click();
  const dialog = page.getByRole("dialog", { name: "Add administrator" });
  await dialog.getByLabel("Username").fill(newAdmin.username);
  await dialog.getByLabel("Email").fill(newAdmin.email);
  await dialog.getByLabel("Password", { exact: true }).fill(newAdmin.password);
  await dialog.getByRole("button", { name: "Add administrator" }).click();
  await expect(page.getByText(`Administrator ${newAdmin.username} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Still signed in as before.
  await page.reload();
  await expect(page.getByText(newAdmin.email)).toHaveCount(0);

  const context = await browser.newContext();
  const other = await context.newPage();
  await signInViaApi(other, newAdmin);
  await other.goto("/profile");
  await expect(other.getByText(newAdmin.email)).toBeVisible();
  const { user } = await json<{ user: { _id: string } }>(await other.request.post("/api/auth/login", { data: newAdmin }));
  await context.close();
  await json(await page.request.delete(`/api/auth/delete-auth/${user._id}`));
});
