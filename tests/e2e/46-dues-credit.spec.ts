import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { hydrated, json, screenshots, signInViaApi, type ListedRecord } from "./support";

// The dues screen's In credit tab, Remind all overdue (each overdue resident's message in turn, the text
// editable, each opened with its wa.me link) and a receipt of many lines printed on one page, A5 or the
// thermal roll, in English and in Urdu. Every record here is this spec's own ("Credit E2E <run>"), removed after.

test.describe.configure({ mode: "serial" });

const PREFIX = "Credit E2E";
const NOTE = "credit-e2e";
const run = Date.now().toString(36);
const RENT = 11_000;
const ahead = { name: `${PREFIX} Ahead ${run}`, phone: "0300-5550001", digits: "923005550001" };
const late = { name: `${PREFIX} Late ${run}`, phone: "0300-5550002", digits: "923005550002" };

const today = hostelTime(new Date()).date;
/** The 1st of the month `back` months before this one. */
function monthsAgo(back: number): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

let ids: { ahead: string; late: string; receipt: string };
/** What this spec made, to remove afterwards: bookings, then customers and the room. */
const made: { bookings: string[]; students: string[]; room?: string } = { bookings: [], students: [] };

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const number = [35, 36, 19, 18, 17, 16, 15, 12, 11, 10].map((n) => `Room ${n}`).find((candidate) => !taken.has(candidate));
  const room = await json(
    await page.request.post("/api/rooms/add-room", { data: { roomNumber: number, capacity: 2, monthlyRent: RENT, notes: NOTE } }),
  );
  made.room = room.data._id;
  const book = async (customer: typeof ahead, bookingDate: string) => {
    const student = await json(
      await page.request.post("/api/students/add-student", {
        multipart: { studentName: customer.name, fatherName: "Father", contactNumber: customer.phone },
      }),
    );
    made.students.push(student.data._id);
    const booking = (
      await json(
        await page.request.post("/api/bookings/add-booking", {
          data: { studentId: student.data._id, selectedRoom: room.data._id, bookingDate, durationType: "months", durationValue: 1 },
        }),
      )
    ).data._id;
    made.bookings.push(booking);
    return booking;
  };
  // Ahead: in since the 1st of this month and paid three months: two months' rent held.
  const aheadId = await book(ahead, monthsAgo(0));
  await json(
    await page.request.post(`/api/bookings/${aheadId}/payments`, {
      data: { amount: 3 * RENT, mode: "bank_transfer", reference: "TRX-CREDIT-1" },
    }),
  );
  // Late: in since six months ago, paid nothing until now; then one payment for five months, five lines on its receipt.
  const lateId = await book(late, monthsAgo(6));
  const paid = await json<{ payment: { _id: string } }>(
    await page.request.post(`/api/bookings/${lateId}/payments`, {
      data: { amount: 5 * RENT, mode: "jazzcash", reference: "JC-5551234", note: "Five months at once, the rest next week" },
    }),
  );
  ids = { ahead: aheadId, late: lateId, receipt: paid.payment._id };
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  // The language is kept on the account: back to English for the specs after this one.
  await page.request.post("/api/language", { data: { language: "en" } });
  for (const id of made.bookings) await page.request.delete(`/api/bookings/delete-booking/${id}`);
  for (const id of made.students) await page.request.delete(`/api/students/delete-student/${id}`);
  if (made.room) await page.request.delete(`/api/rooms/delete-room/${made.room}`);
  await context.close();
});

async function inLanguage(page: Page, language: "en" | "ur") {
  await signInViaApi(page);
  await json(await page.request.post("/api/language", { data: { language } }));
}

for (const [language, t] of [
  ["en", en],
  ["ur", ur],
] as const) {
  test(`In credit (${language}): the resident paid ahead, with the amount held; the tabs and Export CSV`, async ({ page }) => {
    await inLanguage(page, language);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/dues?filter=in_credit&searchTerm=${run}`);
    const tabs = page.getByRole("navigation", { name: t.dues.tabs.label }).getByRole("link");
    await expect(tabs).toHaveText([
      t.dues.tabs.overdue,
      t.dues.tabs.due,
      t.dues.tabs.notice,
      t.dues.tabs.checked_out,
      t.dues.tabs.all,
      t.dues.tabs.in_credit,
    ]);
    await expect(tabs.last()).toHaveAttribute("aria-current", "page");
    const table = page.getByRole("table", { name: t.dues.credit.caption });
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.locator("tbody tr").first()).toContainText(ahead.name);
    await expect(table.locator("tbody tr").first()).toContainText(language === "en" ? "PKR 22,000" : /22,000[\u2066-\u2069]* روپے/);
    await expect(table.locator("tbody tr").first()).not.toContainText(late.name);

    // Export CSV: the tab's rows, the credit as a negative amount owed.
    const exportLink = page.getByRole("link", { name: t.common.exportCsv });
    await expect(exportLink).toHaveAttribute("href", /\/api\/export\/dues\?.*filter=in_credit/);
    const csv = await (await page.request.get((await exportLink.getAttribute("href"))!)).text();
    expect(csv).toContain(`,${ahead.name},${ahead.phone},`);
    expect(csv).toContain(",-22000,");
    expect(csv).not.toContain(late.name);

    await screenshots(page, `dues-in-credit-${language}`);
    for (const tab of ["overdue", "due", "all"] as const) {
      await page.goto(`/dues?filter=${tab}`);
      await expect(page.getByRole("navigation", { name: t.dues.tabs.label })).toBeVisible();
      await screenshots(page, `dues-${tab}-${language}`);
    }
  });
}

test("Remind shows the message first; the edited text is what WhatsApp opens with", async ({ page, context }) => {
  await inLanguage(page, "en");
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/dues?filter=all&searchTerm=${encodeURIComponent(late.name)}`);
  const row = page.getByRole("table", { name: "Dues" }).locator("tbody tr").filter({ hasText: late.name });
  await (await hydrated(row.getByRole("button", { name: "Remind" }))).click();

  const dialog = page.getByRole("dialog", { name: `Remind ${late.name}` });
  const message = dialog.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveValue(new RegExp(`^Dear ${late.name}, this is a reminder that PKR 22,000 is due from you for `));
  await expect(dialog.getByLabel("Language")).toHaveValue("en");
  await screenshots(page, "dues-remind-dialog-en", { dialog: true });

  // Urdu for this resident: the server's Urdu text.
  await dialog.getByLabel("Language").selectOption("ur");
  await expect(message).toHaveValue(new RegExp(`^محترم ${late.name}، السلام علیکم۔ آپ کے ذمے 22,000 روپے`));
  await dialog.getByLabel("Language").selectOption("en");
  await expect(message).toHaveValue(/^Dear /);

  const edited = `Salam ${late.name}, please clear PKR 22,000 by Friday. Room rent only.`;
  await message.fill(edited);
  const popupOpened = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Open WhatsApp" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(popup.url());
  expect(url.pathname).toBe(`/${late.digits}`);
  expect(url.searchParams.get("text")).toBe(edited);
  await popup.close();
  await expect(dialog).toBeHidden();
  await expect(row.locator("td").nth(6)).toHaveText("today");
});

for (const language of ["en", "ur"] as const) {
  test(`Remind all overdue (${language}): each overdue resident in turn, "k of N", skip or open with the text as edited`, async ({
    page,
    context,
  }) => {
    await inLanguage(page, language);
    const t = language === "en" ? en : ur;
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
    const overdue = await json<{ totals: { count: number } }>(await page.request.get("/api/dues?filter=overdue"));
    const total = overdue.totals.count;
    await page.setViewportSize({ width: 1366, height: 900 });
    if (language === "ur") {
      // The Remind dialog in Urdu, for the screenshots.
      await page.goto(`/dues?filter=all&searchTerm=${encodeURIComponent(late.name)}`);
      await (await hydrated(page.getByRole("button", { name: t.dues.remind.button, exact: true }).first())).click();
      await expect(page.getByRole("dialog").getByRole("textbox")).toHaveValue(/محترم/);
      await screenshots(page, "dues-remind-dialog-ur", { dialog: true });
      await page.keyboard.press("Escape");
    }
    await page.goto("/dues");
    await (await hydrated(page.getByRole("button", { name: t.dues.remind.all }))).click();
    const dialog = page.getByRole("dialog", { name: t.dues.remind.allTitle });
    const progress = dialog.getByTestId("remind-progress");
    // Urdu isolates each number (U+2068 … U+2069) in its right-to-left sentence.
    const number = (value: number) => `[\u2066-\u2069]*${value}[\u2066-\u2069]*`;
    const progressText = (current: number) =>
      new RegExp(`^${t.dues.remind.progress.replace("{current}", number(current)).replace("{total}", number(total))}$`);
    await expect(progress).toHaveText(progressText(1));
    await screenshots(page, `dues-remind-queue-${language}`, { dialog: true });

    // Skip the others up to this spec's overdue resident.
    let at = 1;
    while (!(await dialog.textContent())?.includes(late.name)) {
      await dialog.getByRole("button", { name: t.dues.remind.skip }).click();
      at += 1;
      await expect(progress).toHaveText(progressText(at));
    }
    const message = dialog.getByRole("textbox", { name: t.dues.remind.message });
    await expect(message).toHaveValue(new RegExp(late.name));
    const edited = `${await message.inputValue()} (${language})`;
    await message.fill(edited);
    const popupOpened = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: t.dues.remind.openAndNext }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(popup.url());
    expect(url.pathname).toBe(`/${late.digits}`);
    expect(url.searchParams.get("text")).toBe(edited);
    await popup.close();
    // On to the next, or done.
    if (at < total) await expect(progress).toHaveText(progressText(at + 1));
    else await expect(dialog.getByRole("status")).toBeVisible();
  });
}

/** The pages of a PDF: its "/Type /Page" objects (not "/Pages"). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

for (const language of ["en", "ur"] as const) {
  test(`a receipt of five months prints on one A5 page, and on one thermal page (${language})`, async ({ page }) => {
    await inLanguage(page, language);
    const t = language === "en" ? en : ur;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/receipts/${ids.receipt}`);
    const receipt = page.locator("article.receipt");
    await expect(receipt.locator("tbody tr")).toHaveCount(5);
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 484, height: 760 });
    await page.screenshot({ path: `test-results/screens/receipt-print-a5-${language}.png`, fullPage: true });
    const a5 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    fs.writeFileSync(`test-results/screens/receipt-${language}-a5.pdf`, a5);
    expect(pageCount(a5)).toBe(1);
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByLabel(t.receipts.sheet.paper).selectOption("thermal");
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 280, height: 760 });
    await page.screenshot({ path: `test-results/screens/receipt-print-thermal-${language}.png`, fullPage: true });
    const thermal = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    fs.writeFileSync(`test-results/screens/receipt-${language}-thermal.pdf`, thermal);
    expect(pageCount(thermal)).toBe(1);
  });
}
