import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays } from "@/lib/money";
import { hostelTime } from "@/lib/time";
import { addCustomer, expectAccessible, hydrated, json, removeSpecRecords, screenshots, signInViaApi, type ListedRecord } from "./support";

// A changed form asks before it is left (a link of the panel, a reload); the check-out asks to confirm
// its settlement and a refund's mode; Add Booking does not offer a resident who already has a stay.

const PREFIX = "Leave E2E";
const NOTE = "leave-e2e";
const run = Date.now().toString(36);
const today = hostelTime(new Date()).date;

let roomNumber = "";
let bookingId = "";
const resident = { name: `${PREFIX} Usman ${run}`, father: "Iqbal Khan", phone: "0300-5556677" };

async function setLanguage(request: APIRequestContext, language: "en" | "ur") {
  expect((await request.post("/api/language", { data: { language } })).ok()).toBe(true);
}

const sidebarLink = (page: Page, href: string) => page.getByRole("navigation").locator(`a[href="${href}"]`).first();

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  roomNumber = [20, 21, 22, 23, 24, 25, 28, 29, 30].map((n) => `Room ${n}`).find((number) => !taken.has(number))!;
  expect(roomNumber, "a free room number for the leave spec").toBeTruthy();
  const room = await json(
    await page.request.post("/api/rooms/add-room", {
      data: { roomNumber, capacity: 2, monthlyRent: 8_000, roomType: "double", floorNumber: "first", notes: NOTE },
    }),
  );
  const studentId = await addCustomer(page.request, resident);
  // In 20 days ago with 3 months and a deposit paid: leaving today, most of it comes back.
  const booking = await json(
    await page.request.post("/api/bookings/add-booking", {
      data: {
        studentId,
        selectedRoom: room.data._id,
        durationType: "months",
        durationValue: 3,
        bookingDate: addDays(today, -20),
        advancedPayment: 24_000,
        paymentMode: "cash",
        securityCharges: 5_000,
        securityPaymentMode: "cash",
      },
    }),
  );
  bookingId = booking.data._id;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page);
  await setLanguage(page.request, "en");
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await page.close();
});

test("a changed form asks before it is left: a sidebar link, the back link, a reload; never unchanged or after saving", async ({
  page,
}) => {
  await signInViaApi(page);
  await setLanguage(page.request, "en");
  await page.setViewportSize({ width: 1366, height: 900 });

  // Unchanged: the sidebar simply goes.
  await page.goto("/customers/add-customer");
  await hydrated(page.getByLabel("Name", { exact: true }));
  await sidebarLink(page, "/rooms").click();
  await expect(page).toHaveURL(/\/rooms$/);

  // Typed into: asked; "Stay on this page" keeps what was typed.
  await page.goto("/customers/add-customer");
  const name = await hydrated(page.getByLabel("Name", { exact: true }));
  await name.pressSequentially(`${PREFIX} Typed ${run}`);
  await sidebarLink(page, "/rooms").click();
  const ask = page.getByRole("alertdialog", { name: "Leave this page?" });
  await expect(ask).toBeVisible();
  await expect(ask.getByText("What you typed here is not saved yet and will be lost.")).toBeVisible();
  await screenshots(page, "leave-guard", { dialog: true });
  await expectAccessible(page);
  await ask.getByRole("button", { name: "Stay on this page" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(/\/customers\/add-customer$/);
  await expect(name).toHaveValue(`${PREFIX} Typed ${run}`);

  // A reload or a closed tab: the browser's own prompt; dismissed, the page and the typing stay.
  const prompts: string[] = [];
  page.once("dialog", async (dialog) => {
    prompts.push(dialog.type());
    await dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expect(name).toHaveValue(`${PREFIX} Typed ${run}`);

  // The back link asks too; "Leave without saving" goes.
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/customers$/);

  // Saved: it leaves for the list without asking.
  await page.goto("/customers/add-customer");
  await (await hydrated(page.getByLabel("Name", { exact: true }))).fill(`${PREFIX} Saved ${run}`);
  await page.getByLabel("Father's Name").fill("Saeed Ahmed");
  await page.getByLabel("Contact Number").fill("0300-7654321");
  await page.getByRole("button", { name: "Add Customer" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(ask).toHaveCount(0);
});

test("Add Booking lists a resident who has a stay, but not as a choice", async ({ page }) => {
  await signInViaApi(page);
  await setLanguage(page.request, "en");
  await page.goto("/bookings/add-bookings");
  const option = page.getByLabel("Customer", { exact: true }).locator("option", { hasText: resident.name });
  // A monthly stay runs until notice is given: no end day to name.
  await expect(option).toHaveText(`${resident.name} (${resident.phone}) · in ${roomNumber}`);
  await expect(option).toBeDisabled();
  await expect(page.getByText("Residents who already have a stay cannot be booked again", { exact: false })).toBeVisible();
});

test("in Urdu: the leave prompt, and the check-out's confirmation with the refund's mode", async ({ page }) => {
  await signInViaApi(page);
  await setLanguage(page.request, "ur");
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto("/customers/add-customer");
  await (await hydrated(page.locator("input[name=studentName]"))).pressSequentially("عثمان");
  await sidebarLink(page, "/rooms").click();
  const ask = page.getByRole("alertdialog", { name: "کیا یہ صفحہ چھوڑنا ہے؟" });
  await expect(ask).toBeVisible();
  await screenshots(page, "leave-guard-ur", { dialog: true });
  await ask.getByRole("button", { name: "اسی صفحے پر رہیں" }).click();
  await expect(page).toHaveURL(/\/customers\/add-customer$/);

  // The check-out leaves today: most of what was paid comes back, and how must be chosen.
  await page.goto(`/bookings/check-out/${bookingId}`);
  await (await hydrated(page.getByRole("button", { name: "چیک آؤٹ کا جائزہ لیں" }))).click();
  const dialog = page.getByRole("dialog", { name: "کیا ان رقوم کے ساتھ چیک آؤٹ کرنا ہے؟" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "چیک آؤٹ کی تصدیق کریں" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("واپسی کی ادائیگی کا ذریعہ منتخب کریں۔");
  await dialog.getByRole("radio", { name: "جاز کیش" }).check();
  await screenshots(page, "check-out-confirm-ur", { dialog: true });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "چیک آؤٹ کی تصدیق کریں" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/settlement/${bookingId}$`));
  const stored = await json<{ settlement: { refund: number; refundMode: string } }>(
    await page.request.get(`/api/bookings/${bookingId}/ledger`),
  );
  expect(stored.settlement.refund).toBeGreaterThan(0);
  expect(stored.settlement.refundMode).toBe("jazzcash");
  await setLanguage(page.request, "en");
});
