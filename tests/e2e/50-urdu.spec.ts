import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ur } from "../../messages/ur";
import {
  ADMIN,
  addCustomer,
  expectAccessible,
  hydrated,
  json,
  removeSpecRecords,
  screenshots,
  signInViaApi,
  visibleTexts,
  type ListedRecord,
} from "./support";

// The panel in Urdu: the top bar's switch turns it right to left, and then every screen, dialog and
// message is in Urdu script. A visible Latin-script word fails the walk unless it is data (a name, a
// room number, a note someone typed), a number, an e-mail address or a code.

const PREFIX = "Urdu Spec";
const NOTE = "urdu-spec";
const today = new Date().toISOString().slice(0, 10);
const firstOfLastMonth = (() => {
  const date = new Date();
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
})();

interface Seeded {
  customer: string;
  room: string;
  booking: string;
  receipt: string;
  settledBooking: string;
  staff: string;
  worker: string;
  salary: string;
  maintenance: string;
  history: string;
}
let seeded: Seeded;

/** Codes the screens may show as they are. */
const CODES = new Set(["CSV", "A5", "mm", "RCT"]);
/** The record fields people type: their words are data, not interface text. */
const FREE_TEXT = new Set([
  "studentName",
  "fatherName",
  "fullName",
  "username",
  "email",
  "roomNumber",
  "notes",
  "title",
  "location",
  "issueDescription",
  "month",
  "currentAddress",
  "permanentAddress",
  "address",
  "city",
  "institute",
  "designation",
  "description",
  "maintenanceType",
  "reason",
  "actor",
  "room",
  "name",
  "typeName",
  "label",
]);

/** Every word of the typed fields of every record the API lists (records of earlier specs included). */
async function dataWords(request: APIRequestContext, bookings: string[]): Promise<Set<string>> {
  const words = new Set<string>([...ADMIN.username.split(/\s+/), ADMIN.email, ...(process.env.E2E_HOSTEL_NAME ?? "").split(/\s+/)]);
  const collect = (value: unknown, key?: string) => {
    if (typeof value === "string") {
      if (key && FREE_TEXT.has(key)) for (const word of value.split(/[\s,;:()]+/)) words.add(word);
    } else if (Array.isArray(value)) {
      for (const item of value) collect(item, key);
    } else if (value && typeof value === "object") {
      for (const [name, inner] of Object.entries(value)) collect(inner, name);
    }
  };
  for (const path of [
    "students/get-all-students",
    "rooms/get-all-rooms",
    "bookings/get-all-bookings",
    "staffs/get-all-staffs",
    "workers/get-all-workers",
    "salary/get-all-salaries",
    "maintenance/get-all-maintenance",
    "history/get-all-histories",
  ]) {
    collect(await json<unknown>(await request.get(`/api/${path}`)));
  }
  // Charge types are named by the owner (an English name stays as typed).
  collect(await json<unknown>(await request.get("/api/charge-types")));
  // The audit log's first page names records since deleted, and the reasons people typed.
  collect(await json<unknown>(await request.get("/api/audit")));
  // What was typed at check-out (a damage's description) is in the stay's ledger.
  for (const booking of bookings) collect(await json<unknown>(await request.get(`/api/bookings/${booking}/ledger`)));
  return words;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RECEIPT = /^RCT-\d{4}-\d{4,}$/;
const BLOOD_GROUP = /^(A|B|AB|O)[+-]$/;
// A record's id, or its first eight digits as the audit log shows them.
const RECORD_ID = /^[0-9a-f]{8}(-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/;

/** The Latin-script words of the page that are not data, numbers, e-mails or codes. */
async function strayLatinWords(page: Page, allowed: Set<string>): Promise<string[]> {
  const stray = new Set<string>();
  for (const text of await visibleTexts(page)) {
    for (const raw of text.split(/[\s\u2066-\u2069]+/)) {
      const token = raw.replace(/^[("'«“:،۔.,;!?*]+|[)"'»”:،۔.,;!?*]+$/g, "");
      if (!/[A-Za-z]/.test(token)) continue;
      if (
        allowed.has(token) ||
        EMAIL.test(token) ||
        RECEIPT.test(token) ||
        RECORD_ID.test(token) ||
        BLOOD_GROUP.test(token) ||
        CODES.has(token)
      )
        continue;
      // A value of data written with punctuation around or inside it ("Room 50,", "Al-Noor").
      if (token.split(/[-/'’.]/).every((part) => !/[A-Za-z]/.test(part) || allowed.has(part) || CODES.has(part))) continue;
      stray.add(token);
    }
  }
  return [...stray];
}

async function expectUrdu(page: Page, name: string, allowed: Set<string>, { dialog = false } = {}) {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await page.waitForLoadState("networkidle");
  expect(await strayLatinWords(page, allowed), `Latin-script words on ${name}`).toEqual([]);
  await expectAccessible(page);
  await screenshots(page, `urdu-${name}`, { dialog });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  const request = page.request;
  await removeSpecRecords(request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const [roomNumber, smallRoomNumber] = Array.from({ length: 36 }, (_, index) => `Room ${36 - index}`).filter(
    (number) => !taken.has(number),
  );
  const room = await json(
    await request.post("/api/rooms/add-room", {
      data: { roomNumber, roomType: "double", floorNumber: "first", capacity: 2, monthlyRent: 12_000, notes: NOTE },
    }),
  );
  const smallRoom = await json(
    await request.post("/api/rooms/add-room", {
      data: { roomNumber: smallRoomNumber, roomType: "single", floorNumber: "first", capacity: 1, monthlyRent: 9_000, notes: NOTE },
    }),
  );
  const customer = await addCustomer(request, {
    name: `${PREFIX} Tariq`,
    father: "Aslam",
    phone: "0300-1112233",
    email: "tariq@example.pk",
    address: "Mall Road, Lahore",
  });
  const leaving = await addCustomer(request, { name: `${PREFIX} Usman`, father: "Akram", phone: "0321-4445566" });
  const book = async (studentId: string, roomId: string, bookingDate: string) =>
    (
      await json(
        await request.post("/api/bookings/add-booking", {
          data: {
            studentId,
            selectedRoom: roomId,
            bookingDate,
            durationType: "months",
            durationValue: 6,
            paymentMode: "cash",
            securityPaymentMode: "cash",
            advancedPayment: 5_000,
            securityCharges: 10_000,
          },
        }),
      )
    ).data._id;
  const booking = await book(customer, room.data._id, firstOfLastMonth);
  const payment = await json<{ payment: { _id: string } }>(
    await request.post(`/api/bookings/${booking}/payments`, { data: { amount: 12_000, paidOn: today, mode: "jazzcash" } }),
  );
  const settledBooking = await book(leaving, smallRoom.data._id, firstOfLastMonth);
  await json(await request.post(`/api/bookings/${settledBooking}/notice`, { data: { noticeDate: firstOfLastMonth, leaveDate: today } }));
  await json(
    await request.post(`/api/bookings/${settledBooking}/check-out`, {
      data: { damages: [{ description: "Broken chair", amount: 1_500 }], keyLost: true },
    }),
  );
  const staff = await json(
    await request.post("/api/staffs/add-staff", {
      multipart: { fullName: `${PREFIX} Warden`, phone: "0300-7654321", address: "Hostel Road", salary: "30000" },
    }),
  );
  const worker = await json(await request.post("/api/workers/add-worker", { multipart: { fullName: `${PREFIX} Cook`, salary: "18000" } }));
  const salary = await json(
    await request.post("/api/salary/add-salary", {
      data: {
        employeeType: "Staff",
        employeeId: staff.data._id,
        basicSalary: 30_000,
        allowances: 2_000,
        deductions: 500,
        salaryMonth: today.slice(0, 7),
      },
    }),
  );
  const maintenance = await json(
    await request.post("/api/maintenance/add-maintenance", {
      data: {
        title: `${PREFIX} tap`,
        maintenanceType: "Plumbing",
        location: roomNumber,
        issueDescription: "Leaking tap",
        totalCost: 1_500,
      },
    }),
  );
  const history = await json(await request.post("/api/history/add-history", { data: { month: `${PREFIX} month`, students: 3 } }));
  seeded = {
    customer,
    room: room.data._id,
    booking,
    receipt: payment.payment._id,
    settledBooking,
    staff: staff.data._id,
    worker: worker.data._id,
    salary: salary.data._id,
    maintenance: maintenance.data._id,
    history: history.data._id,
  };
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  const request = page.request;
  // The admin is left in English for whatever runs next.
  await request.post("/api/language", { data: { language: "en" } });
  if (!seeded) return context.close();
  for (const path of [
    `salary/delete-salary/${seeded.salary}`,
    `staffs/delete-staff/${seeded.staff}`,
    `workers/delete-worker/${seeded.worker}`,
    `maintenance/delete-maintenance/${seeded.maintenance}`,
    `history/delete-history/${seeded.history}`,
  ]) {
    await request.delete(`/api/${path}`);
  }
  await removeSpecRecords(request, PREFIX, NOTE);
  await context.close();
});

test("the top bar's switch turns the panel to Urdu, right to left, and the choice stays with the administrator", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.getByRole("button", { name: /اردو/ }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  // The sidebar sits on the right, the start of a right-to-left line.
  await page.setViewportSize({ width: 1366, height: 900 });
  const sidebar = (await page.locator("#docked-sidebar").boundingBox())!;
  const main = (await page.locator("main").boundingBox())!;
  expect(sidebar.x).toBeGreaterThanOrEqual(main.x + main.width - 1);
  // Amounts and numbers keep their left-to-right order inside the Urdu.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Noto Nastaliq Urdu");

  // Stored on the account: a fresh browser that signs in gets Urdu without choosing.
  const other = await page.context().browser()!.newContext();
  const fresh = await other.newPage();
  await signInViaApi(fresh);
  await fresh.goto("/");
  await expect(fresh.locator("html")).toHaveAttribute("lang", "ur");
  await other.close();
});

test("every screen in Urdu: no stray Latin-script word, no serious axe violation, screenshots at 360 and 1366 px", async ({ page }) => {
  test.setTimeout(600_000);
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "ur" } });
  const allowed = await dataWords(page.request, [seeded.booking, seeded.settledBooking]);
  const screens: [string, string][] = [
    ["dashboard", "/"],
    ["customers", "/customers"],
    ["customer-add", "/customers/add-customer"],
    ["customer-view", `/customers/view-customer/${seeded.customer}`],
    ["customer-edit", `/customers/edit-customer/${seeded.customer}`],
    ["rooms", "/rooms"],
    ["room-add", "/rooms/add-rooms"],
    ["room-view", `/rooms/view-room/${seeded.room}`],
    ["room-edit", `/rooms/edit-room/${seeded.room}`],
    ["bookings", "/bookings"],
    ["booking-add", "/bookings/add-bookings"],
    ["booking-view", `/bookings/view-booking/${seeded.booking}`],
    ["booking-edit", `/bookings/edit-booking/${seeded.booking}`],
    ["booking-check-out", `/bookings/check-out/${seeded.booking}`],
    ["booking-settlement", `/bookings/settlement/${seeded.settledBooking}`],
    ["receipt", `/receipts/${seeded.receipt}`],
    ["dues", "/dues"],
    ["occupancy", "/occupancy"],
    ["audit", "/audit"],
    ["staff", "/staffs"],
    ["staff-add", "/staffs/add-staff"],
    ["staff-view", `/staffs/view-staff/${seeded.staff}`],
    ["staff-edit", `/staffs/edit-staff/${seeded.staff}`],
    ["workers", "/workers"],
    ["worker-add", "/workers/add-workers"],
    ["worker-view", `/workers/view-worker/${seeded.worker}`],
    ["worker-edit", `/workers/edit-worker/${seeded.worker}`],
    ["salaries", "/salaries"],
    ["salary-add", "/salaries/add-salary"],
    ["salary-view", `/salaries/view-salary/${seeded.salary}`],
    ["salary-edit", `/salaries/edit-salary/${seeded.salary}`],
    ["maintenance", "/maintenances"],
    ["maintenance-add", "/maintenances/add-maintenances"],
    ["maintenance-view", `/maintenances/view-maintenance/${seeded.maintenance}`],
    ["maintenance-edit", `/maintenances/edit-maintenance/${seeded.maintenance}`],
    ["histories", "/histories"],
    ["history-add", "/histories/add-history"],
    ["history-view", `/histories/view-history/${seeded.history}`],
    ["history-edit", `/histories/edit-history/${seeded.history}`],
    ["profile", "/profile"],
    // Open to a signed-in administrator: another administrator's account.
    ["sign-up", "/Sign-up"],
    ["not-found", "/no-such-screen"],
  ];
  const failures: string[] = [];
  for (const [name, path] of screens) {
    await page.goto(path);
    try {
      await expectUrdu(page, name, allowed);
    } catch (error) {
      failures.push(`${name} (${path}): ${(error as Error).message.split("\n").slice(0, 60).join("\n")}`);
    }
  }
  expect(failures, failures.join("\n\n")).toEqual([]);
});

test("dialogs, field messages and toasts in Urdu", async ({ page }) => {
  test.setTimeout(300_000);
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "ur" } });
  const allowed = await dataWords(page.request, [seeded.booking, seeded.settledBooking]);
  const dialog = page.getByRole("dialog");
  const closeDialog = async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  };

  // A form sent empty: every field message in Urdu.
  await page.goto("/customers/add-customer");
  await page.locator("form").getByRole("button", { name: ur.customers.form.add }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectUrdu(page, "customer-add-messages", allowed);

  // The stay's dialogs: record a payment (its field message, then its toast), give notice, move room, void.
  await page.goto(`/bookings/view-booking/${seeded.booking}`);
  await page.getByRole("button", { name: ur.payments.record.button }).click();
  await expect(dialog).toBeVisible();
  await expectUrdu(page, "dialog-record-payment", allowed, { dialog: true });
  await dialog.getByLabel(ur.payments.record.fields.amount).fill("");
  await dialog.getByRole("button", { name: ur.payments.record.save }).click();
  await expect(dialog.getByRole("alert").first()).toBeVisible();
  await expectUrdu(page, "dialog-record-payment-messages", allowed, { dialog: true });
  await dialog.getByLabel(ur.payments.record.fields.amount).fill("1000");
  await dialog.getByRole("button", { name: ur.payments.record.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  expect(await strayLatinWords(page, allowed), "Latin-script words in the payment's toast").toEqual([]);

  for (const [name, button] of [
    ["dialog-give-notice", ur.stay.notice.give],
    ["dialog-move-room", ur.stay.move.button],
  ] as const) {
    await page.getByRole("button", { name: button }).first().click();
    await expect(dialog).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectUrdu(page, name, allowed, { dialog: true });
    await closeDialog();
  }
  await page
    .getByRole("region")
    .getByRole("button", { name: new RegExp(`${ur.stay.void.button}$`) })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  await expectUrdu(page, "dialog-void-payment", allowed, { dialog: true });
  await closeDialog();

  // Deleting asks first; logging out asks first; another administrator is added in a dialog.
  await page.goto(`/customers?searchTerm=${encodeURIComponent(PREFIX)}`);
  await page.getByRole("button", { name: ur.common.delete }).first().click();
  await expect(dialog).toBeVisible();
  await expectUrdu(page, "dialog-delete", allowed, { dialog: true });
  await closeDialog();
  await page.getByRole("navigation").getByRole("button", { name: ur.shell.nav.logout }).click();
  await expect(dialog).toBeVisible();
  await expectUrdu(page, "dialog-logout", allowed, { dialog: true });
  await closeDialog();
  await page.goto("/profile");
  await page.getByRole("button", { name: ur.profile.addAdmin.button }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: ur.profile.addAdmin.submit }).click();
  await expect(dialog.getByRole("alert").first()).toBeVisible();
  await expectUrdu(page, "dialog-add-admin-messages", allowed, { dialog: true });
  await closeDialog();
});

test("Remind in Urdu writes the WhatsApp message in Urdu: the amount in rupees and the month by its Urdu name", async ({
  page,
  context,
}) => {
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "ur" } });
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await page.goto(`/dues?filter=all&searchTerm=${encodeURIComponent(`${PREFIX} Tariq`)}`);
  await (await hydrated(page.getByRole("button", { name: ur.dues.remind.button, exact: true }).first())).click();
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("dialog").getByRole("button", { name: ur.dues.remind.open }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(popup.url());
  expect(url.pathname).toBe("/923001112233");
  const text = url.searchParams.get("text")!;
  const month = new Intl.DateTimeFormat("en", { month: "numeric", timeZone: "Asia/Karachi" }).format(new Date());
  expect(text).toMatch(new RegExp(`^محترم ${PREFIX} Tariq، السلام علیکم۔ آپ کے ذمے [\\d,]+ روپے واجب الادا ہیں`));
  expect(text).toContain(
    ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"][Number(month) - 1]!,
  );
  await popup.close();
});

test("the sign-in screens in Urdu, with the field messages", async ({ page }) => {
  await page.goto("/Sign-in");
  await page.getByRole("button", { name: /اردو/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  // The hostel's name is the one piece of data these screens show.
  const allowed = new Set((process.env.E2E_HOSTEL_NAME ?? "").split(/\s+/));
  await expectUrdu(page, "sign-in", allowed);
  // Leaving the fields empty shows the rules' messages, in Urdu.
  await page.locator("form").getByRole("button").last().click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  expect(await strayLatinWords(page, allowed)).toEqual([]);
  // Sign-up is closed to a visitor once an administrator exists: the screen says so.
  for (const [name, path] of [
    ["forget-password", "/forget-password"],
    ["reset-password", "/reset-password/not-a-real-token"],
    ["sign-up-closed", "/Sign-up"],
  ] as const) {
    await page.goto(path);
    await expectUrdu(page, name, allowed);
  }
  await page.goto("/Sign-in");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});
