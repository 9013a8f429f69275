import { expect, test } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { hydrated, json, removeSpecRecords, screenshots, signInViaApi, type ListedRecord } from "./support";

// The payments screen: two receipts recorded through the API are listed with their totals; the mode
// filter narrows the list and its totals; a receipt number opens its receipt; the screen in Urdu.
// Every record here is this spec's own: customers named "Payments E2E …", rooms marked with NOTE.

test.describe.configure({ mode: "serial" });

const PREFIX = "Payments E2E";
const NOTE = "payments-e2e";
const run = Date.now().toString(36);
const resident = `${PREFIX} Hamza ${run}`;
const reference = `E2E-${run}`.toUpperCase();
const today = hostelTime(new Date()).date;

interface Receipt {
  _id: string;
  receiptNo: string;
}
let cash: Receipt;
let bank: Receipt;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const number = [19, 18, 17, 16, 15, 12, 11, 10, 9, 8].map((n) => `Room ${n}`).find((candidate) => !taken.has(candidate));
  expect(number, "a free room number for the payments spec").toBeTruthy();
  const room = await json(
    await page.request.post("/api/rooms/add-room", { data: { roomNumber: number, capacity: 1, monthlyRent: 9000, notes: NOTE } }),
  );
  const student = await json(
    await page.request.post("/api/students/add-student", {
      multipart: { studentName: resident, fatherName: "Father", contactNumber: "0300-7654321" },
    }),
  );
  const booking = await json(
    await page.request.post("/api/bookings/add-booking", {
      data: { studentId: student.data._id, selectedRoom: room.data._id, bookingDate: today },
    }),
  );
  const pay = async (data: Record<string, unknown>) =>
    (await json<{ payment: Receipt }>(await page.request.post(`/api/bookings/${booking.data._id}/payments`, { data }))).payment;
  cash = await pay({ amount: 6000, mode: "cash" });
  bank = await pay({ amount: 4500, mode: "bank_transfer", reference });
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await page.close();
});

test("receipts with their totals, filtered by mode; a receipt number opens the receipt", async ({ page }) => {
  test.setTimeout(120_000);
  await signInViaApi(page);
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Payments", exact: true }).first().click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();

  // This resident's receipts only (other specs take payments this month too).
  await (await hydrated(page.getByPlaceholder("Search receipt no, resident or reference"))).fill(resident);
  await expect(page).toHaveURL(/searchTerm=/);
  const table = page.getByRole("table", { name: "Payments received" });
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tbody tr").first()).toContainText(bank.receiptNo);
  await expect(table.locator("tbody tr").first()).toContainText(reference);
  await expect(table.locator("tbody tr").first()).toContainText("Bank Transfer");
  await expect(table.locator("tbody tr").nth(1)).toContainText("Cash");
  await expect(page.getByTestId("payments-total")).toHaveText("PKR 10,500");
  await expect(page.getByTestId("payments-total-cash")).toHaveText("PKR 6,000");
  await expect(page.getByTestId("payments-total-bank_transfer")).toHaveText("PKR 4,500");
  await expect(page.getByTestId("payments-total-jazzcash")).toHaveText("PKR 0");

  // The mode filter keeps the search.
  const filters = page.getByRole("form", { name: "Filter payments" });
  await (await hydrated(filters.getByLabel("Mode"))).selectOption({ label: "Bank Transfer" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/mode=bank_transfer/);
  await expect(page).toHaveURL(/searchTerm=/);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("payments-total")).toHaveText("PKR 4,500");
  await expect(page.getByTestId("payments-total-cash")).toHaveText("PKR 0");
  await expect(page.getByText(/^1 receipt from /)).toBeVisible();
  await screenshots(page, "53-payments");

  await table.getByRole("link", { name: bank.receiptNo }).click();
  await expect(page).toHaveURL(new RegExp(`/receipts/${bank._id}$`));
  await expect(page.getByText(bank.receiptNo).first()).toBeVisible();
  await expect(page.getByText(resident).first()).toBeVisible();
});

test("in Urdu", async ({ page }) => {
  test.setTimeout(90_000);
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "ur" } });
  await page.goto(`/payments?searchTerm=${encodeURIComponent(resident)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.getByRole("heading", { name: "وصولیاں", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "وصول شدہ ادائیگیاں" }).locator("tbody tr")).toHaveCount(2);
  await expect(page.getByTestId("payments-total")).toContainText("10,500");
  await screenshots(page, "53-payments-ur");
  await page.request.post("/api/language", { data: { language: "en" } });
  expect(cash.receiptNo).toMatch(/^RCT-/);
});
