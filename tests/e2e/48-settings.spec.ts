import { expect, test, type Page } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { en } from "../../messages/en";
import { ur } from "../../messages/ur";
import { expectAccessible, hydrated, json, removeSpecRecords, screenshots, signInViaApi, type ListedRecord } from "./support";

// The Settings screen: an owner saves the hostel's name, address and phone and sees them on a receipt
// and on the booking report; changes the grace days and the expense categories; adds Mess and gives
// Electricity its rate in the charge types' dialog; in Urdu the screen speaks Urdu; a viewer sees it
// read-only. Screenshots at 360 and 1366 px go to test-results/screens. The settings are put back as
// they were at the end (Mess stays: charge types are never deleted). Records here: customers named
// "Settings E2E …", the room marked NOTE.

test.describe.configure({ mode: "serial" });

const PREFIX = "Settings E2E";
const NOTE = "settings-e2e";
const run = Date.now().toString(36);
const today = hostelTime(new Date()).date;
const hostel = { name: `Madina Boys Hostel ${run}`, address: "12 Canal Road, Lahore", phone: "042-35761234" };
const s = en.settings;

interface SettingsAnswer {
  settings: { hostel: Record<string, string>; lateFee: Record<string, unknown>; expenseCategories: string[] };
}
let original: SettingsAnswer["settings"];
let bookingId: string;
let paymentId: string;

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const typesTable = (page: Page) => page.getByRole("table", { name: s.types.caption });
const typeRow = (page: Page, name: string) => typesTable(page).locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  original = (await json<SettingsAnswer>(await page.request.get("/api/settings"))).settings;
  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const number = [27, 26, 19, 18, 17, 16, 15, 14].map((n) => `Room ${n}`).find((candidate) => !taken.has(candidate));
  expect(number, "a free room number for the settings spec").toBeTruthy();
  const room = await json(await page.request.post("/api/rooms/add-room", { data: { roomNumber: number, capacity: 1, monthlyRent: 9000, roomType: "single", floorNumber: "first", notes: NOTE } }));
  const student = await json(await page.request.post("/api/students/add-student", { multipart: { studentName: `${PREFIX} Usman ${run}`, fatherName: "Rashid Ali", contactNumber: "0300-7654321" } }));
  bookingId = (await json(await page.request.post("/api/bookings/add-booking", { data: { studentId: student.data._id, selectedRoom: room.data._id, bookingDate: today, securityCharges: 5000 } }))).data._id;
  paymentId = (await json<{ payment: { _id: string } }>(await page.request.post(`/api/bookings/${bookingId}/payments`, { data: { amount: 9000, mode: "cash" } }))).payment._id;
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  // The name back to the installation's (the other specs look for it), the rest as it was.
  const { hostel: was, lateFee, expenseCategories } = original;
  await json(await page.request.put("/api/settings", { data: { hostel: { ...was, name: process.env.E2E_HOSTEL_NAME }, lateFee, expenseCategories } }));
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await context.close();
});

test("an owner saves the hostel's name, address and phone, and a receipt and the booking report print them", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
  const details = section(page, s.hostel.title);
  await hydrated(details.getByRole("button", { name: s.save }));
  await details.getByLabel(s.hostel.name).fill(hostel.name);
  await details.getByLabel(s.hostel.address).fill(hostel.address);
  await details.getByLabel(s.hostel.phone).fill("abc");
  await details.getByRole("button", { name: s.save }).click();
  await expect(details.getByText("Phone must be a phone number like 0300-1234567, 042-35761234 or +44 20 7946 0958")).toBeVisible();
  await details.getByLabel(s.hostel.phone).fill(hostel.phone);
  await details.getByRole("button", { name: s.save }).click();
  await expect(page.getByText(s.hostel.saved)).toBeVisible();

  await page.reload();
  await expect(section(page, s.hostel.title).getByLabel(s.hostel.name)).toHaveValue(hostel.name);
  await expectAccessible(page);

  await page.goto(`/receipts/${paymentId}`);
  const receipt = page.locator("article.receipt");
  await expect(receipt.getByText(hostel.name, { exact: true })).toBeVisible();
  await expect(receipt.getByText(hostel.address)).toBeVisible();
  await expect(receipt.getByText(hostel.phone)).toBeVisible();
  await screenshots(page, "settings-receipt");

  await page.goto(`/bookings/view-booking/${bookingId}`);
  const report = page.locator("article.booking-report");
  await expect(report.getByRole("heading", { level: 1 })).toHaveText(hostel.name);
  await expect(report.getByText(hostel.address)).toBeVisible();
});

test("the grace days and the expense categories are saved; a category twice is refused", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/settings");
  const lateFee = section(page, s.lateFee.title);
  await expect(lateFee.getByText(s.lateFee.state.off)).toBeVisible();
  await hydrated(lateFee.getByRole("button", { name: s.save }));
  await lateFee.getByLabel(s.lateFee.graceDays).fill("61");
  await lateFee.getByRole("button", { name: s.save }).click();
  await expect(lateFee.getByText("Grace days must be at most 60")).toBeVisible();
  await lateFee.getByLabel(s.lateFee.graceDays).fill("7");
  await lateFee.getByRole("button", { name: s.save }).click();
  await expect(page.getByText(s.lateFee.saved)).toBeVisible();

  const categories = section(page, s.categories.title);
  await categories.getByRole("button", { name: s.categories.add }).click();
  const count = original.expenseCategories.length;
  const added = categories.getByRole("textbox", { name: s.categories.label.replace("{number}", String(count + 1)), exact: true });
  await expect(added).toBeFocused();
  await added.fill("water");
  await categories.getByRole("button", { name: s.save }).click();
  await expect(categories.getByText('Expense category "water" is listed twice')).toBeVisible();
  await added.fill("Generator fuel");
  await categories.getByRole("button", { name: s.save }).click();
  await expect(page.getByText(s.categories.saved)).toBeVisible();

  await page.reload();
  await expect(section(page, s.lateFee.title).getByLabel(s.lateFee.graceDays)).toHaveValue("7");
  await expect(section(page, s.categories.title).getByRole("textbox", { name: s.categories.label.replace("{number}", String(count + 1)), exact: true })).toHaveValue("Generator fuel");
});

test("an owner adds Mess and gives Electricity its rate in the charge types' dialog", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/settings");
  const types = section(page, s.types.title);
  await expect(typeRow(page, "Electricity")).toContainText(s.types.builtIn);

  await (await hydrated(types.getByRole("button", { name: s.types.add }))).click();
  const dialog = page.getByRole("dialog", { name: s.types.addTitle });
  await dialog.getByLabel(s.types.name, { exact: true }).fill("Mess");
  await dialog.getByLabel(s.types.nameUr).fill("میس");
  await expect(dialog.getByLabel(s.types.kind)).toHaveValue("monthly");
  await dialog.getByLabel(s.types.amountLabels.monthly).fill("7,000.5");
  await dialog.getByRole("button", { name: s.types.submitAdd, exact: true }).click();
  await expect(dialog.getByText("Amount must be a whole number")).toBeVisible();
  await dialog.getByLabel(s.types.amountLabels.monthly).fill("7,000");
  await screenshots(page, "settings-add-type", { dialog: true });
  await dialog.getByRole("button", { name: s.types.submitAdd, exact: true }).click();
  await expect(page.getByText("Charge type Mess added")).toBeVisible();
  await expect(dialog).toBeHidden();
  const mess = typeRow(page, "Mess");
  await expect(mess).toContainText("PKR 7,000 a month");
  await expect(mess).toContainText(s.types.everyMonth);

  await typeRow(page, "Electricity").getByRole("button", { name: "Edit Electricity" }).click();
  const edit = page.getByRole("dialog", { name: s.types.editTitle });
  await expect(edit.getByText(s.types.builtInHint)).toBeVisible();
  await edit.getByLabel(s.types.amountLabels.metered).fill("65.5");
  await edit.getByRole("button", { name: s.types.submitEdit, exact: true }).click();
  await expect(page.getByText("Charge type Electricity saved")).toBeVisible();
  await expect(typeRow(page, "Electricity")).toContainText("PKR 65.50 a unit");

  // A second Mess, whatever its case, is refused on its name.
  await types.getByRole("button", { name: s.types.add }).click();
  const again = page.getByRole("dialog", { name: s.types.addTitle });
  await again.getByLabel(s.types.name, { exact: true }).fill("MESS");
  await again.getByLabel(s.types.nameUr).fill("میس");
  await again.getByLabel(s.types.amountLabels.monthly).fill("5000");
  await again.getByRole("button", { name: s.types.submitAdd, exact: true }).click();
  await expect(again.getByText('A charge type named "Mess" already exists')).toBeVisible();
  await again.getByRole("button", { name: en.common.cancel }).click();

  await screenshots(page, "settings");
  await expectAccessible(page);
});

test("in Urdu the screen's titles, labels and kinds are Urdu", async ({ page }) => {
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "ur" } });
  await page.goto("/settings");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ur.settings.title })).toBeVisible();
  for (const title of [ur.settings.hostel.title, ur.settings.lateFee.title, ur.settings.categories.title, ur.settings.types.title]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(section(page, ur.settings.hostel.title).getByLabel(ur.settings.hostel.name)).toHaveValue(hostel.name);
  await expect(section(page, ur.settings.lateFee.title).getByLabel(ur.settings.lateFee.graceDays)).toBeVisible();
  const mess = page.getByRole("table", { name: ur.settings.types.caption }).locator("tbody tr").filter({ hasText: "میس" });
  await expect(mess).toContainText(ur.settings.types.kinds.monthly);
  await expect(mess).toContainText("7,000");
  await expect(page.getByRole("navigation").getByRole("link", { name: ur.shell.nav.settings })).toBeVisible();
  await screenshots(page, "settings-ur");
  await expectAccessible(page);
  await page.request.post("/api/language", { data: { language: "en" } });
});

test("a viewer sees the settings read-only", async ({ page, browser }) => {
  await signInViaApi(page);
  const viewer = { username: `Settings Viewer ${run}`, email: `settings-viewer-${run}@example.pk`, password: "viewer-Password-1" };
  const added = await json<{ user: { _id: string } }>(await page.request.post("/api/auth/register", { data: { ...viewer, access: "viewer" } }));
  const context = await browser.newContext();
  try {
    const viewerPage = await context.newPage();
    await signInViaApi(viewerPage, viewer);
    await viewerPage.goto("/settings");
    await expect(viewerPage.getByRole("note")).toHaveText(s.readOnly);
    await expect(section(viewerPage, s.hostel.title).getByLabel(s.hostel.name)).toBeDisabled();
    await expect(viewerPage.getByRole("button", { name: s.save })).toHaveCount(0);
    await expect(viewerPage.getByRole("button", { name: s.types.add })).toHaveCount(0);
    await expect(typesTable(viewerPage)).toContainText("Mess");
  } finally {
    await context.close();
    expect((await page.request.delete(`/api/auth/delete-auth/${added.user._id}`)).status()).toBe(200);
  }
});
