import { expect, test, type Page } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { addDays } from "@/lib/money/days";
import { formatPKR, formatYearMonth } from "@/lib/format";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { expectAccessible, hydrated, json, removeSpecRecords, screenshots, signInViaApi, type ListedRecord } from "./support";

// A stay's extras (docs/bills.md, B1, B2, B4): a booking made with Mess ticked on the Add Booking form
// shows Mess on its ledger for each month since its check-in; a one-off charge is added from the ledger
// (its field errors shown) and reversed by an owner with a reason; Waive shows only on late fee lines;
// Mess is changed, ended, and subscribed again over its own days (the 409 shown); in Urdu the types
// show their Urdu names. Screenshots at 360 and 1366 px in test-results/screens. Records here: the
// customer "Extras E2E …", the room marked NOTE; the late fee settings are put back as they were, and the
// charge types this spec made are turned off (types are never deleted).

test.describe.configure({ mode: "serial" });

const PREFIX = "Extras E2E";
const NOTE = "extras-e2e";
const run = Date.now().toString(36);
const today = hostelTime(new Date()).date;
const checkIn = addDays(today, -35);
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const resident = `${PREFIX} Kashif ${run}`;
const x = en.extras;

interface ChargeType {
  _id: string;
  name: string;
  nameUr: string;
  kind: string;
  amount: number;
  active: boolean;
  system: string | null;
}
interface Settings {
  lateFee: { graceDays: number; amount: number; from: string | null };
}

let mess: ChargeType;
let guestNight: ChargeType;
const madeTypes: string[] = [];
let originalLateFee: Settings["lateFee"];
let room: { id: string; number: string };
let bookingId: string;

/** A type by its name, made (or turned on) when missing. */
async function chargeType(page: Page, wanted: { name: string; nameUr: string; kind: string; amount: number }): Promise<ChargeType> {
  const { chargeTypes } = await json<{ chargeTypes: ChargeType[] }>(await page.request.get("/api/charge-types"));
  const found = chargeTypes.find((type) => type.name.toLowerCase() === wanted.name.toLowerCase() && type.kind === wanted.kind);
  if (found) {
    if (found.active) return found;
    return (await json<{ chargeType: ChargeType }>(await page.request.put(`/api/charge-types/${found._id}`, { data: { active: true } })))
      .chargeType;
  }
  const made = (await json<{ chargeType: ChargeType }>(await page.request.post("/api/charge-types", { data: wanted }))).chargeType;
  madeTypes.push(made._id);
  return made;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  await removeSpecRecords(page.request, PREFIX, NOTE);
  mess = await chargeType(page, { name: "Mess", nameUr: "میس", kind: "monthly", amount: 7000 });
  guestNight = await chargeType(page, { name: `Guest night ${run}`, nameUr: "مہمان کی رات", kind: "one_off", amount: 500 });
  originalLateFee = (await json<{ settings: Settings }>(await page.request.get("/api/settings"))).settings.lateFee;

  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((each) => each.roomNumber));
  const number = [36, 35, 30, 21, 20, 13, 14, 26, 27].map((n) => `Room ${n}`).find((candidate) => !taken.has(candidate))!;
  const made = await json(
    await page.request.post("/api/rooms/add-room", { data: { roomNumber: number, capacity: 1, monthlyRent: 9000, notes: NOTE } }),
  );
  room = { id: made.data._id, number };
  await json(
    await page.request.post("/api/students/add-student", {
      multipart: { studentName: resident, fatherName: "Tariq Mehmood", contactNumber: "0300-4445566" },
    }),
  );
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  if (originalLateFee) await json(await page.request.put("/api/settings", { data: { lateFee: originalLateFee } }));
  await removeSpecRecords(page.request, PREFIX, NOTE);
  for (const id of madeTypes) await page.request.put(`/api/charge-types/${id}`, { data: { active: false } });
  await context.close();
});

const ledger = (page: Page, language: "en" | "ur" = "en") =>
  page.getByRole("table", { name: (language === "en" ? en : ur).stay.ledger.caption });
const extrasTable = (page: Page) => page.getByRole("table", { name: x.caption });
const messLine = (period: string) => `Mess — ${formatYearMonth(period)}`;
/** The ledger's rows as shown, without the invisible direction marks that isolate the values of an Urdu text (lib/i18n/isolate.ts). */
const urduLedgerRows = async (page: Page) =>
  (await ledger(page, "ur").locator("tbody tr").allInnerTexts()).map((text) => text.replace(/[\u200f\u2066-\u2069]/g, ""));

test("Add Booking: Mess ticked is charged from the check-in date, month by month, and listed under Extras", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/bookings/add-bookings");
  const extras = page.getByRole("group", { name: x.booking.label });
  await expect(
    extras.getByRole("checkbox", { name: x.booking.option.replace("{name}", mess.name).replace("{amount}", formatPKR(mess.amount)) }),
  ).toBeVisible();
  await screenshots(page, "extras-add-booking");

  await (await hydrated(page.getByLabel(en.bookings.form.customer, { exact: true }))).selectOption({ label: `${resident} (0300-4445566)` });
  await page.getByLabel(en.bookings.form.bookingDate).fill(ddmmyyyy(checkIn));
  await page.getByLabel(en.bookings.form.room, { exact: true }).selectOption(room.id);
  await extras.getByRole("checkbox", { name: new RegExp(`^${mess.name} ·`) }).check();
  await page.getByRole("button", { name: en.bookings.form.add }).click();

  // Saved, then its extra subscribed: the booking opens.
  await expect(page).toHaveURL(/\/bookings\/view-booking\/[\w-]+$/, { timeout: 30_000 });
  bookingId = page.url().split("/").pop()!;
  // Every month since the check-in has its Mess line; the first is prorated, the others are the full price.
  await expect(ledger(page).getByText(messLine(checkIn.slice(0, 7)), { exact: true })).toBeVisible();
  await expect(ledger(page).getByText(messLine(today.slice(0, 7)), { exact: true })).toBeVisible();
  const subscription = extrasTable(page).locator("tbody tr");
  await expect(subscription).toHaveCount(1);
  await expect(subscription.getByRole("rowheader")).toContainText(mess.name);
  await expect(subscription).toContainText(ddmmyyyy(checkIn));
  await expect(subscription).toContainText(x.running);
  await expect(subscription).toContainText(formatPKR(mess.amount));
  // No line of this stay is a late fee or a one-off yet: nothing to waive or reverse.
  await expect(page.getByRole("button", { name: /^(Waive|Reverse) / })).toHaveCount(0);
});

test("Add charge: its field errors show; the one-off goes on the ledger, and an owner reverses it with a reason", async ({ page }) => {
  await signInViaApi(page);
  await page.goto(`/bookings/view-booking/${bookingId}`);
  await (await hydrated(page.getByRole("button", { name: x.charge.button }))).click();
  const dialog = page.getByRole("dialog", { name: x.charge.title });
  await dialog.getByLabel(x.charge.type, { exact: true }).selectOption(guestNight._id);
  await expect(dialog.getByLabel(x.charge.amount, { exact: true })).toHaveValue(String(guestNight.amount));
  await expect(dialog.getByLabel(x.charge.date, { exact: true })).toHaveValue(ddmmyyyy(today));
  // A day before the check-in: the server's field message, under the field.
  await dialog.getByLabel(x.charge.date, { exact: true }).fill(ddmmyyyy(addDays(checkIn, -1)));
  await dialog.getByLabel(x.charge.description, { exact: true }).fill("Guest of Kashif");
  await dialog.getByRole("button", { name: x.charge.submit }).click();
  await expect(dialog.getByText("Charge date cannot be before the check-in date")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "extras-add-charge", { dialog: true });
  await dialog.getByLabel(x.charge.date, { exact: true }).fill(ddmmyyyy(today));
  await dialog.getByRole("button", { name: x.charge.submit }).click();
  await expect(page.getByText(x.charge.done)).toBeVisible();
  await expect(dialog).toBeHidden();
  const line = ledger(page).locator("tbody tr").filter({ hasText: "Guest of Kashif" });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("500");

  // The owner (the first administrator) reverses it: a reason is required.
  await line.getByRole("button", { name: "Reverse Guest of Kashif" }).click();
  const reverse = page.getByRole("dialog", { name: x.reverse.title });
  await reverse.getByRole("button", { name: x.reverse.submit }).click();
  await expect(reverse.getByText("Reason is required")).toBeVisible();
  await reverse.getByLabel(x.reverse.reason).fill("Guest did not stay");
  await reverse.getByRole("button", { name: x.reverse.submit }).click();
  await expect(page.getByText(x.reverse.done)).toBeVisible();
  const reversal = ledger(page)
    .locator("tbody tr")
    .filter({ hasText: `Reversed: ${guestNight.name}` });
  await expect(reversal).toContainText("Reason: Guest did not stay");
  await expect(reversal).toContainText("-500");
  // Reversed once: no second Reverse on the line.
  await expect(page.getByRole("button", { name: "Reverse Guest of Kashif" })).toHaveCount(0);

  // Reversing it again through the API is a 409 with its message.
  const { charges } = await json<{ charges: { _id: string; description: string }[] }>(
    await page.request.get(`/api/bookings/${bookingId}/ledger`),
  );
  const again = await page.request.post(`/api/charges/${charges.find((charge) => charge.description === "Guest of Kashif")!._id}/reverse`, {
    data: { reason: "again" },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe("This charge is already reversed.");
});

test("Waive shows on late fee lines only, and waives one with a reason", async ({ page }) => {
  await signInViaApi(page);
  // A late fee from the check-in on, no grace: the stay's unpaid rent is fined when its money next changes.
  await json(await page.request.put("/api/settings", { data: { lateFee: { graceDays: 0, amount: 300, from: checkIn } } }));
  await json(
    await page.request.post(`/api/bookings/${bookingId}/charges`, {
      data: { typeId: guestNight._id, amount: 200, description: "Extra mattress" },
    }),
  );
  await json(await page.request.put("/api/settings", { data: { lateFee: originalLateFee } }));

  await page.goto(`/bookings/view-booking/${bookingId}`);
  const waive = page.getByRole("button", { name: /^Waive / });
  const feeLines = ledger(page).locator("tbody tr").filter({ hasText: "Late fee — " });
  await expect(feeLines.first()).toBeVisible();
  const fees = await feeLines.count();
  expect(fees).toBeGreaterThan(0);
  await expect(waive).toHaveCount(fees);
  const withWaive = ledger(page)
    .locator("tbody tr")
    .filter({ has: page.getByRole("button", { name: /^Waive / }) });
  await expect(withWaive).toHaveCount(fees);
  await expect(withWaive.filter({ hasNotText: "Late fee — " })).toHaveCount(0);
  // The one-off not reversed yet has Reverse, not Waive.
  await expect(ledger(page).locator("tbody tr").filter({ hasText: "Extra mattress" }).getByRole("button")).toHaveText([x.reverse.button]);

  await (await hydrated(waive.first())).click();
  const dialog = page.getByRole("dialog", { name: x.waive.title });
  await dialog.getByLabel(x.waive.reason).fill("First time late");
  await dialog.getByRole("button", { name: x.waive.submit }).click();
  await expect(page.getByText(x.waive.done)).toBeVisible();
  await expect(ledger(page).locator("tbody tr").filter({ hasText: "Waived: Late fee — " })).toContainText("Reason: First time late");
  await expect(waive).toHaveCount(fees - 1);
});

test("Mess is changed and ended; subscribing again over its days shows the 409's message", async ({ page }) => {
  await signInViaApi(page);
  await page.goto(`/bookings/view-booking/${bookingId}`);
  const row = extrasTable(page).locator("tbody tr");
  await (await hydrated(row.getByRole("button", { name: x.change.aria.replace("{name}", mess.name) }))).click();
  const change = page.getByRole("dialog", { name: x.change.title.replace("{name}", mess.name) });
  await expect(change.getByLabel(x.change.amount)).toHaveValue(String(mess.amount));
  await change.getByLabel(x.change.amount).fill("5OOO");
  await change.getByRole("button", { name: x.change.submit }).click();
  await expect(change.getByRole("alert")).toBeVisible();
  await change.getByLabel(x.change.amount).fill("6000");
  await change.getByRole("button", { name: x.change.submit }).click();
  await expect(page.getByText(x.change.done.replace("{name}", mess.name))).toBeVisible();
  await expect(row).toContainText(formatPKR(6000));
  // The months already charged at the old price are corrected.
  await expect(ledger(page).getByText(`Adjustment for ${messLine(today.slice(0, 7))}`)).toBeVisible();

  await row.getByRole("button", { name: x.end.aria.replace("{name}", mess.name) }).click();
  const end = page.getByRole("dialog", { name: x.end.title.replace("{name}", mess.name) });
  await expect(end.getByLabel(x.end.to)).toHaveValue(ddmmyyyy(today));
  await end.getByRole("button", { name: x.end.submit }).click();
  await expect(page.getByText(x.end.done.replace("{name}", mess.name).replace("{date}", ddmmyyyy(today)))).toBeVisible();
  await expect(row).not.toContainText(x.running);
  await expect(row.getByRole("button", { name: x.end.aria.replace("{name}", mess.name) })).toHaveCount(0);

  // Mess again from today: the stay has it until today, so the server refuses, naming it.
  await page.getByRole("button", { name: x.subscribe.button }).click();
  const subscribe = page.getByRole("dialog", { name: x.subscribe.title });
  await subscribe.getByLabel(x.subscribe.type, { exact: true }).selectOption(mess._id);
  await expect(subscribe.getByLabel(x.subscribe.amount)).toHaveValue(String(mess.amount));
  await expect(subscribe.getByLabel(x.subscribe.from)).toHaveValue(ddmmyyyy(today));
  await subscribe.getByRole("button", { name: x.subscribe.submit }).click();
  await expect(
    subscribe.getByText(`This stay already has ${mess.name} from ${checkIn.split("-").reverse().join("-")}: end it first.`),
  ).toBeVisible();
  await screenshots(page, "extras-subscribe", { dialog: true });
  await subscribe.getByRole("button", { name: x.cancel }).click();
  await expect(subscribe).toBeHidden();

  await expectAccessible(page);
  await screenshots(page, "extras-booking");
});

test("Urdu: the extras and the ledger's lines name the types in Urdu", async ({ page }) => {
  await signInViaApi(page);
  await json(await page.request.post("/api/language", { data: { language: "ur" } }));
  await page.goto(`/bookings/view-booking/${bookingId}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const section = page.getByRole("region", { name: ur.extras.title });
  await expect(section.getByRole("rowheader")).toContainText(mess.nameUr);
  const month = formatYearMonth(today.slice(0, 7), "ur");
  const rows = await urduLedgerRows(page);
  expect(rows).toContainEqual(expect.stringContaining(`${mess.nameUr} — ${month}`));
  expect(rows).toContainEqual(expect.stringContaining(`واپس لیا گیا: ${guestNight.nameUr} — ${month}`));
  // The late fee waived is the check-in month's, named by the Late fee type's Urdu name.
  const { chargeTypes } = await json<{ chargeTypes: ChargeType[] }>(await page.request.get("/api/charge-types"));
  const lateFee = chargeTypes.find((type) => type.system === "late_fee")!;
  expect(rows).toContainEqual(expect.stringContaining(`معاف کیا گیا: ${lateFee.nameUr} — ${formatYearMonth(checkIn.slice(0, 7), "ur")}`));
  await expect(section.getByRole("button", { name: ur.extras.subscribe.button })).toBeVisible();
  // No interface word in Latin script in the ledger and the Extras section: only the descriptions and reasons typed.
  const data = new Set(["Guest", "of", "Kashif", "did", "not", "stay", "First", "time", "late", "Extra", "mattress"]);
  const shown = [await page.getByRole("region", { name: ur.stay.ledger.title }).innerText(), await section.innerText()].join("\n");
  expect((shown.match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter((word) => !data.has(word))).toEqual([]);
  await expectAccessible(page);
  await screenshots(page, "extras-booking-ur");

  await page.goto("/bookings/add-bookings");
  await expect(
    page
      .getByRole("group", { name: ur.extras.booking.label })
      .getByRole("checkbox", { name: new RegExp(`^\u2068?${mess.nameUr}\u2069? ·`) }),
  ).toBeVisible();
  await screenshots(page, "extras-add-booking-ur");
  await page.request.post("/api/language", { data: { language: "en" } });
});
