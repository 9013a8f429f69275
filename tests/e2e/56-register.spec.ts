import { expect, test, type Page } from "@playwright/test";
import { addDays } from "@/lib/money/days";
import { hostelTime } from "@/lib/time";
import { hydrated, json, removeSpecRecords, screenshots, signInViaApi, type ListedRecord } from "./support";

// The police register (docs/register.md): a stay two days old is overdue and one of today due; the
// dashboard counts the overdue ones; recording the report on /register makes the count fall; the
// residents' forms print one A4 page each (two residents, two pages) and the register of arrivals prints;
// the screens in English and Urdu, at 1366 and 360 px. Every record here is this spec's own.

test.describe.configure({ mode: "serial" });

const PREFIX = "Register E2E";
const NOTE = "register-e2e";
const run = Date.now().toString(36);
const late = `${PREFIX} Bilal ${run}`;
const fresh = `${PREFIX} Usman ${run}`;
const today = hostelTime(new Date()).date;
const twoDaysAgo = addDays(today, -2);
const stays: Record<"late" | "fresh", string> = { late: "", fresh: "" };
const station = `Thana Gulberg ${run}`;

const withoutIsolates = (text: string | null) => (text ?? "").replace(/[\u2066-\u2069]/g, "").trim();
/** The pages of a PDF and their sizes in points. */
function pdfPages(pdf: Buffer): number[][] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => [
    Math.round(Number(match[1])),
    Math.round(Number(match[2])),
  ]);
}

async function overdueOnDashboard(page: Page): Promise<number> {
  await page.goto("/");
  const card = page.getByRole("region", { name: /Police Reports Overdue|تاخیر شدہ پولیس رپورٹیں/ });
  return Number(withoutIsolates(await card.getByTestId("stat-value").textContent()).replace(/[^\d]/g, ""));
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  await removeSpecRecords(page.request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const number = [33, 32, 31, 30, 29, 28, 27, 26].map((n) => `Room ${n}`).find((candidate) => !taken.has(candidate));
  expect(number, "a free room number for the register spec").toBeTruthy();
  const room = await json(
    await page.request.post("/api/rooms/add-room", { data: { roomNumber: number, capacity: 2, monthlyRent: 9000, notes: NOTE } }),
  );
  for (const [key, name, checkIn] of [
    ["late", late, twoDaysAgo],
    ["fresh", fresh, today],
  ] as const) {
    const student = await json(
      await page.request.post("/api/students/add-student", {
        multipart: {
          studentName: name,
          fatherName: "Muhammad Akram",
          contactNumber: "0300-7654321",
          permanentAddress: "House 12, Street 4, Sargodha",
        },
      }),
    );
    const booking = await json(
      await page.request.post("/api/bookings/add-booking", {
        data: { studentId: student.data._id, selectedRoom: room.data._id, bookingDate: checkIn },
      }),
    );
    stays[key] = booking.data._id;
  }
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await page.close();
});

test("a report due and one overdue; recording the overdue one on /register makes the dashboard's count fall", async ({ page }) => {
  test.setTimeout(180_000);
  await signInViaApi(page);
  const before = await overdueOnDashboard(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await page.getByRole("link", { name: "Police Reports Overdue" }).click();
  await expect(page).toHaveURL(/\/register\?status=overdue$/);
  await expect(page.getByRole("heading", { name: "Police register", level: 1 })).toBeVisible();
  const overdueTab = page.locator('[data-count="overdue"]');
  const tabCount = Number(await overdueTab.textContent());
  expect(tabCount).toBe(before);

  // This spec's stays only (other specs have stays too).
  await page.goto(`/register?searchTerm=${encodeURIComponent(run)}`);
  const lateRow = page.locator(`li[data-booking="${stays.late}"]`);
  const freshRow = page.locator(`li[data-booking="${stays.fresh}"]`);
  await expect(lateRow.locator("[data-report-status]")).toHaveAttribute("data-report-status", "overdue");
  await expect(freshRow.locator("[data-report-status]")).toHaveAttribute("data-report-status", "due");
  await expect(lateRow).toContainText("Details missing");
  await screenshots(page, "register");

  await (await hydrated(lateRow.getByRole("button", { name: `Record report for ${late}` }))).click();
  const dialog = page.getByRole("dialog", { name: "Record police report" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Police station").fill(station);
  await dialog.getByLabel("Reference (entry or token number)").fill(`T-${run}`);
  await screenshots(page, "register-record", { dialog: true });
  await dialog.getByRole("button", { name: "Save report" }).click();
  await expect(page.getByText("Police report recorded")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lateRow.locator("[data-report-status]")).toHaveAttribute("data-report-status", "reported");
  await expect(lateRow).toContainText(station);
  await expect(page.locator('[data-count="overdue"]')).toHaveText(String(before - 1));

  expect(await overdueOnDashboard(page)).toBe(before - 1);
});

test("the residents' forms print one A4 page each; the register of arrivals prints", async ({ page }) => {
  test.setTimeout(180_000);
  await signInViaApi(page);
  await page.goto(`/register?searchTerm=${encodeURIComponent(run)}`);
  for (const name of [late, fresh]) await (await hydrated(page.getByRole("checkbox", { name: `Choose ${name} for the form` }))).check();
  await page.getByRole("button", { name: "Print form" }).click();
  await expect(page).toHaveURL(/\/register\/form\?ids=/);
  const sheets = page.locator("article.resident-form-sheet");
  await expect(sheets).toHaveCount(2);
  const lateSheet = sheets.filter({ hasText: late });
  await expect(lateSheet).toContainText("Muhammad Akram");
  await expect(lateSheet).toContainText(station);
  await expect(lateSheet).toContainText("والد کا نام");
  // The form's Urdu labels take the Nastaliq face once the page runs, on screen as on paper.
  const urduLabel = lateSheet.locator("[lang=ur]").first();
  await expect.poll(() => urduLabel.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Noto Nastaliq Urdu");
  await expect(sheets.filter({ hasText: fresh })).toHaveCount(1);
  await screenshots(page, "register-form");
  // On paper each sheet still heads with the hostel and the form's title (the app bar is what print hides).
  await page.emulateMedia({ media: "print" });
  await expect(lateSheet.getByText(process.env.E2E_HOSTEL_NAME!, { exact: true })).toBeVisible();
  await expect(lateSheet.getByRole("heading", { level: 1, name: /^Resident's information form/ })).toBeVisible();
  await page.emulateMedia({ media: null });
  const forms = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(forms).toEqual([
    [595, 842],
    [595, 842],
  ]);

  await page.goto(`/register/print?from=${twoDaysAgo}&to=${today}`);
  const register = page.locator("article.arrivals-register");
  await expect(register).toContainText(late);
  await expect(register).toContainText(fresh);
  await expect(register).toContainText("House 12, Street 4, Sargodha");
  await expect(register).toContainText(`T-${run}`);
  await screenshots(page, "register-print");
  await page.emulateMedia({ media: "print" });
  await expect(register.getByRole("heading", { level: 1, name: /^Register of arrivals/ })).toBeVisible();
  await page.emulateMedia({ media: null });
  const printed = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(printed.length).toBeGreaterThanOrEqual(1);
  expect(printed[0]).toEqual([842, 595]);
});

test("the register, the form and the booking's block in Urdu", async ({ page }) => {
  test.setTimeout(180_000);
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "ur" } });
  try {
    await page.goto(`/register?searchTerm=${encodeURIComponent(run)}`);
    expect(withoutIsolates(await page.getByRole("heading", { level: 1 }).textContent())).toBe("پولیس رجسٹر");
    await expect(page.locator(`li[data-booking="${stays.late}"]`)).toContainText("درج شدہ");
    await expect(page.locator(`li[data-booking="${stays.fresh}"]`)).toContainText("واجب");
    await screenshots(page, "register-ur");

    await page.goto(`/bookings/view-booking/${stays.fresh}`);
    const block = page.getByTestId("police-report");
    await expect(block).toContainText("پولیس رپورٹ");
    await expect(await hydrated(block.getByRole("button", { name: new RegExp(`${fresh}.*کی پولیس رپورٹ درج کریں`) }))).toBeVisible();

    await page.goto(`/register/form?ids=${stays.late},${stays.fresh}`);
    await expect(page.locator("article.resident-form-sheet")).toHaveCount(2);
    await screenshots(page, "register-form-ur");
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toHaveLength(2);
  } finally {
    await page.request.post("/api/language", { data: { language: "en" } });
  }
});
