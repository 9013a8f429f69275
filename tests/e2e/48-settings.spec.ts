import { expect, test, type Page } from "@playwright/test";
import { DEFAULT_HOUSE_RULES } from "@/lib/money";
import { hostelTime } from "@/lib/time";
import { en } from "../../messages/en";
import { ur } from "../../messages/ur";
import { expectAccessible, hydrated, json, removeSpecRecords, SCREENS, screenshots, signInViaApi, type ListedRecord } from "./support";

// The Settings screen: an owner saves the hostel's name, address and phone and sees them on a receipt
// and on the booking report; sets the house rules and sees the booking report and the Give notice
// dialog state them; changes the grace days and the expense categories; adds Mess and gives
// Electricity its rate in the charge types' dialog; in Urdu the screen speaks Urdu; a viewer sees it
// read-only. Screenshots at 360 and 1366 px go to test-results/screens. The settings are put back as
// they were at the end, the house rules to their defaults, which the later specs count on (Mess stays:
// charge types are never deleted). Records here: customers named
// "Settings E2E …", the room marked NOTE.

test.describe.configure({ mode: "serial" });

const PREFIX = "Settings E2E";
const NOTE = "settings-e2e";
const run = Date.now().toString(36);
const today = hostelTime(new Date()).date;
const hostel = { name: `Madina Boys Hostel ${run}`, address: "12 Canal Road, Lahore", phone: "042-35761234" };
const s = en.settings;
const r = s.houseRules;

interface SettingsAnswer {
  settings: { hostel: Record<string, string>; lateFee: Record<string, unknown>; expenseCategories: string[] };
}
let original: SettingsAnswer["settings"];
let bookingId: string;
let paymentId: string;

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const typesTable = (page: Page) => page.getByRole("table", { name: s.types.caption });
/** DD-MM-YYYY of a day `days` after YYYY-MM-DD. */
const ddmmyyyyAfter = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).split("-").reverse().join("-");
};

/** One section of the screen, at 1366 and at 360 px (toasts hidden): cut from the whole page, so the sticky header stays above it. */
async function sectionScreenshots(page: Page, title: string, name: string) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await section(page, title).boundingBox();
    expect(box, `${title} on screen`).not.toBeNull();
    await page.screenshot({
      path: `${SCREENS}/${name}-${width}.png`,
      fullPage: true,
      clip: box!,
      style: "[data-sonner-toaster] { display: none !important; }",
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const typeRow = (page: Page, name: string) =>
  typesTable(page)
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });

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
  const room = await json(
    await page.request.post("/api/rooms/add-room", {
      data: { roomNumber: number, capacity: 1, monthlyRent: 9000, roomType: "single", floorNumber: "first", notes: NOTE },
    }),
  );
  const student = await json(
    await page.request.post("/api/students/add-student", {
      multipart: { studentName: `${PREFIX} Usman ${run}`, fatherName: "Rashid Ali", contactNumber: "0300-7654321" },
    }),
  );
  bookingId = (
    await json(
      await page.request.post("/api/bookings/add-booking", {
        data: { studentId: student.data._id, selectedRoom: room.data._id, bookingDate: today, securityCharges: 5000 },
      }),
    )
  ).data._id;
  paymentId = (
    await json<{ payment: { _id: string } }>(
      await page.request.post(`/api/bookings/${bookingId}/payments`, { data: { amount: 9000, mode: "cash" } }),
    )
  ).payment._id;
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  // The name back to the installation's (the other specs look for it), the rest as it was.
  const { hostel: was, lateFee, expenseCategories } = original;
  await json(
    await page.request.put("/api/settings", {
      data: { hostel: { ...was, name: process.env.E2E_HOSTEL_NAME }, lateFee, houseRules: DEFAULT_HOUSE_RULES, expenseCategories },
    }),
  );
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await context.close();
});

test("an owner saves the hostel's name, address and phone, and a receipt and the booking report print them", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
  const details = section(page, s.hostel.title);
  await hydrated(details.getByRole("button", { name: s.save }));
  // The form shows the stored name once it is ready: typing before that can be merged with it on a busy machine.
  await expect(details.getByLabel(s.hostel.name)).toHaveValue(original.hostel.name ?? "");
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

test("an owner sets the house rules; the booking report and the Give notice dialog state them", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/settings");
  const rules = section(page, r.title);
  await hydrated(rules.getByRole("button", { name: s.save }));
  // The defaults until an owner saves: ten days, the 5th, PKR 500, a month's rent.
  await expect(rules.getByLabel(r.noticeDays)).toHaveValue(String(DEFAULT_HOUSE_RULES.noticeDays));
  await expect(rules.getByLabel(r.rentDueDay)).toHaveValue(String(DEFAULT_HOUSE_RULES.rentDueDay));
  await expect(rules.getByLabel(r.lostKeyFine)).toHaveValue(String(DEFAULT_HOUSE_RULES.lostKeyFine));
  await expect(rules.getByRole("radio", { name: r.suddenFeeKinds.one_month })).toBeChecked();
  await expect(rules.getByLabel(r.fixedAmount)).toHaveCount(0);
  await expect(rules.getByText(r.fromToday)).toBeVisible();

  await rules.getByLabel(r.noticeDays).fill("7");
  await rules.getByLabel(r.rentDueDay).fill("31");
  await rules.getByLabel(r.lostKeyFine).fill("800");
  await rules.getByRole("radio", { name: r.suddenFeeKinds.fixed }).check();
  await rules.getByRole("button", { name: s.save }).click();
  // Each refused value is named under its own field; a fixed fee needs its amount.
  await expect(rules.getByText("Rent due day must be at most 28")).toBeVisible();
  await expect(rules.getByLabel(r.rentDueDay)).toHaveAttribute("aria-invalid", "true");
  await expect(rules.getByText("Sudden departure fee is required")).toBeVisible();
  await expect(rules.getByLabel(r.fixedAmount)).toHaveAttribute("aria-invalid", "true");
  await sectionScreenshots(page, r.title, "settings-house-rules-errors");
  await rules.getByLabel(r.rentDueDay).fill("10");
  await rules.getByLabel(r.fixedAmount).fill("3,000");
  await rules.getByRole("button", { name: s.save }).click();
  await expect(page.getByText(r.saved)).toBeVisible();

  const saved = (await json<{ settings: { houseRules: unknown } }>(await page.request.get("/api/settings"))).settings.houseRules;
  expect(saved).toEqual({ noticeDays: 7, rentDueDay: 10, lostKeyFine: 800, suddenDepartureFee: 3000 });
  await page.reload();
  const reloaded = section(page, r.title);
  await expect(reloaded.getByLabel(r.noticeDays)).toHaveValue("7");
  await expect(reloaded.getByLabel(r.rentDueDay)).toHaveValue("10");
  await expect(reloaded.getByLabel(r.lostKeyFine)).toHaveValue("800");
  await expect(reloaded.getByRole("radio", { name: r.suddenFeeKinds.fixed })).toBeChecked();
  await expect(reloaded.getByLabel(r.fixedAmount)).toHaveValue("3000");
  await sectionScreenshots(page, r.title, "settings-house-rules");
  await expectAccessible(page);

  // The booking report prints them, in Urdu digits; the Give notice dialog asks for seven days.
  await page.goto(`/bookings/view-booking/${bookingId}`);
  const printed = page.locator("article.booking-report").locator('[dir="rtl"][lang="ur"]');
  await expect(printed.locator("li")).toHaveCount(5);
  await expect(printed.locator("li").nth(0)).toContainText("۷ دن پہلے");
  await expect(printed.locator("li").nth(1)).toContainText("۱۰ تاریخ");
  await expect(printed.locator("li").nth(2)).toContainText("۳,۰۰۰ روپے فیس");
  await expect(printed.locator("li").nth(4)).toContainText("۸۰۰ روپے جرمانہ");
  await expect(printed).not.toContainText("ایک مہینے");
  await (await hydrated(page.getByRole("button", { name: en.stay.notice.give }))).click();
  const notice = page.getByRole("dialog", { name: en.stay.notice.give });
  await expect(notice.getByText(en.stay.notice.asks.replace("{days}", "7"))).toBeVisible();
  await notice.getByLabel(en.stay.notice.noticeDate).fill(ddmmyyyyAfter(today, 0));
  await expect(notice.getByText(en.stay.notice.leaveDateHint.replace("{date}", ddmmyyyyAfter(today, 7)))).toBeVisible();
  await notice.getByRole("button", { name: en.stay.cancel }).click();
  await expect(notice).toBeHidden();

  // Back to the defaults, a month's rent chosen again: the later specs count on them.
  await page.goto("/settings");
  const back = section(page, r.title);
  await hydrated(back.getByRole("button", { name: s.save }));
  await back.getByLabel(r.noticeDays).fill(String(DEFAULT_HOUSE_RULES.noticeDays));
  await back.getByLabel(r.rentDueDay).fill(String(DEFAULT_HOUSE_RULES.rentDueDay));
  await back.getByLabel(r.lostKeyFine).fill(String(DEFAULT_HOUSE_RULES.lostKeyFine));
  await back.getByRole("radio", { name: r.suddenFeeKinds.one_month }).check();
  await expect(back.getByLabel(r.fixedAmount)).toHaveCount(0);
  await back.getByRole("button", { name: s.save }).click();
  await expect(page.getByText(r.saved)).toBeVisible();
  expect((await json<{ settings: { houseRules: unknown } }>(await page.request.get("/api/settings"))).settings.houseRules).toEqual(
    DEFAULT_HOUSE_RULES,
  );
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
  await expect(
    section(page, s.categories.title).getByRole("textbox", {
      name: s.categories.label.replace("{number}", String(count + 1)),
      exact: true,
    }),
  ).toHaveValue("Generator fuel");
});

test("an owner adds Mess and gives Electricity its rate in the charge types' dialog", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/settings");
  const types = section(page, s.types.title);
  await expect(typeRow(page, "Electricity")).toContainText(s.types.builtIn);
  // The Urdu names take the Nastaliq face once the page has run, not at its first paint, where its files
  // would be fetched ahead of the page's code (components/ui/urdu-faces.tsx).
  const fontOf = (where: Page) =>
    typeRow(where, "Electricity")
      .locator('[lang="ur"]')
      .evaluate((element) => getComputedStyle(element).fontFamily);
  await expect.poll(() => fontOf(page)).toContain("Noto Nastaliq Urdu");
  const firstPaint = await page.context().newPage();
  await firstPaint.route("**/_next/static/chunks/*.js", (route) => route.abort());
  await firstPaint.goto("/settings");
  expect(await fontOf(firstPaint)).not.toContain("Nastaliq");
  await firstPaint.close();

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
  for (const title of [
    ur.settings.hostel.title,
    ur.settings.houseRules.title,
    ur.settings.lateFee.title,
    ur.settings.categories.title,
    ur.settings.types.title,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(section(page, ur.settings.hostel.title).getByLabel(ur.settings.hostel.name)).toHaveValue(hostel.name);
  await expect(section(page, ur.settings.lateFee.title).getByLabel(ur.settings.lateFee.graceDays)).toBeVisible();
  await expect(
    section(page, ur.settings.houseRules.title).getByRole("radio", { name: ur.settings.houseRules.suddenFeeKinds.one_month }),
  ).toBeChecked();
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
  const added = await json<{ user: { _id: string } }>(
    await page.request.post("/api/auth/register", { data: { ...viewer, access: "viewer" } }),
  );
  const context = await browser.newContext();
  try {
    const viewerPage = await context.newPage();
    await signInViaApi(viewerPage, viewer);
    await viewerPage.goto("/settings");
    await expect(viewerPage.getByRole("note")).toHaveText(s.readOnly);
    await expect(section(viewerPage, s.hostel.title).getByLabel(s.hostel.name)).toBeDisabled();
    await expect(section(viewerPage, r.title).getByLabel(r.noticeDays)).toBeDisabled();
    await expect(section(viewerPage, r.title).getByRole("radio", { name: r.suddenFeeKinds.one_month })).toBeDisabled();
    await expect(viewerPage.getByRole("button", { name: s.save })).toHaveCount(0);
    await expect(viewerPage.getByRole("button", { name: s.types.add })).toHaveCount(0);
    await expect(typesTable(viewerPage)).toContainText("Mess");
  } finally {
    await context.close();
    expect((await page.request.delete(`/api/auth/delete-auth/${added.user._id}`)).status()).toBe(200);
  }
});
