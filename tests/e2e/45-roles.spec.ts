import fs from "node:fs";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { en } from "../../messages/en";
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

// Roles on the screens (docs/accounts.md, README "Administrators and their roles"): the owner adds a manager
// and a viewer on Profile, choosing their roles; a manager sees no Void (but whom to ask) and no Delete,
// and takes a payment; a viewer sees no write control on the lists, a booking, a customer, the dues and
// the occupancy, and the write screens say they are not permitted; CSV export works for both. In English
// and in Urdu. Then one's own password and e-mail on Profile, and the owner's administrators screen:
// change a role, set a password, remove (a 409 shown as the server says it). Screenshots go to
// test-results/screens. Every record here is this spec's own ("Roles Spec …", rooms marked NOTE) and
// the two administrators are removed again.

test.describe.configure({ mode: "serial" });

const PREFIX = "Roles Spec";
const NOTE = "roles-spec";
const run = Date.now().toString(36);
const today = hostelTime(new Date()).date;
const firstOfLastMonth = (() => {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, "0")}-01`;
})();

const manager = { username: `Roles Manager ${run}`, email: `roles-manager-${run}@example.pk`, password: "manager-Password-1" };
const viewer = { username: `Roles Viewer ${run}`, email: `roles-viewer-${run}@example.pk`, password: "viewer-Password-1" };
const customerName = `${PREFIX} Hamza ${run}`;

interface Created {
  room: { id: string; number: string };
  customer: string;
  booking: string;
}
let created: Created;
/** The accounts this spec added, by e-mail as first given: removed at the end if a test stopped before. */
const accountIds = new Map<string, string>();

/** A browser session of its own, signed in as `account`. */
async function session(browser: Browser, account: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, account);
  return { context, page };
}

/** The value under a label of the profile's card ("Role" → "Owner"). */
const profileValue = (page: Page, label: string) =>
  page
    .locator("main dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd")
    .first();
const ledger = (page: Page, name = en.stay.ledger.title) => page.getByRole("region", { name });
/** Links to the add and edit screens, and the check-in of a free bed: none of them for a viewer. */
const writeLinks = (page: Page) => page.locator('main a[href*="/add-"], main a[href*="/edit-"]');
const adminRow = (page: Page, username: string) => page.getByRole("listitem", { name: new RegExp(username) });
/** The role shown on an administrator's row (not the role select's options). */
const roleBadge = (row: Locator, role: string) => row.locator("span", { hasText: new RegExp(`^${role}$`) });

/**
 * Latin-script words on an Urdu screen that are not data: names (this spec's, and those of the other
 * administrators the administrators screen lists), e-mail addresses, the hostel's name.
 */
async function expectNoLatinWords(page: Page, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  const listedNames = await page.locator('main li [id^="admin-"] > span:first-child').allTextContents();
  const allowed = new Set([
    ...`${ADMIN.username} ${manager.username} ${viewer.username} ${listedNames.join(" ")} ${process.env.E2E_HOSTEL_NAME ?? ""}`.split(
      /\s+/,
    ),
  ]);
  const stray = new Set<string>();
  for (const text of await visibleTexts(page)) {
    for (const raw of text.split(/[\s\u2066-\u2069]+/)) {
      const token = raw.replace(/^[("'«“:،۔.,;!?*]+|[)"'»”:،۔.,;!?*]+$/g, "");
      if (!/[A-Za-z]/.test(token) || allowed.has(token) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(token)) continue;
      stray.add(token);
    }
  }
  expect([...stray], `Latin-script words on ${name}`).toEqual([]);
}

/** The id of an account, from a sign-in in a context of its own. */
async function accountId(browser: Browser, account: { email: string; password: string }): Promise<string> {
  const context = await browser.newContext();
  const { user } = await json<{ user: { _id: string } }>(await context.request.post("/api/auth/login", { data: account }));
  await context.close();
  return user._id;
}

async function addAdministrator(page: Page, account: { username: string; email: string; password: string }, role?: string) {
  await (await hydrated(page.getByRole("button", { name: en.profile.addAdmin.button }))).click();
  const dialog = page.getByRole("dialog", { name: en.profile.addAdmin.title });
  await dialog.getByLabel(en.profile.addAdmin.username).fill(account.username);
  await dialog.getByLabel(en.profile.addAdmin.email).fill(account.email);
  await dialog.getByLabel(en.profile.addAdmin.password, { exact: true }).fill(account.password);
  const roleField = dialog.getByLabel(en.profile.addAdmin.role);
  // A manager unless the owner chooses otherwise.
  await expect(roleField).toHaveValue("manager");
  await expect(dialog.getByText(en.profile.roleHints.manager)).toBeVisible();
  if (role) await roleField.selectOption({ label: role });
  await dialog.getByRole("button", { name: en.profile.addAdmin.submit }).click();
  await expect(page.getByText(`Administrator ${account.username} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Signs out through the sidebar's Logout and its confirmation. */
async function signOut(page: Page) {
  await page.getByRole("navigation").getByRole("button", { name: en.shell.nav.logout }).click();
  await page.getByRole("dialog").getByRole("button", { name: en.shell.nav.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/Sign-in$/);
}

/** The top bar's language switch: to Urdu, right to left. */
async function switchToUrdu(page: Page) {
  await (await hydrated(page.getByRole("banner").getByRole("button", { name: /اردو/ }))).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

async function expectDownload(page: Page, link: Locator, contains: string) {
  const download = page.waitForEvent("download");
  await (await hydrated(link)).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`customers-${today}.csv`);
  expect(fs.readFileSync((await file.path())!, "utf8")).toContain(contains);
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  const request = page.request;
  await removeSpecRecords(request, PREFIX, NOTE);
  const rooms = await json<{ data: ListedRecord[] }>(await request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const number = Array.from({ length: 19 }, (_, index) => `Room ${19 - index}`).find((candidate) => !taken.has(candidate));
  expect(number, "a free room number for the roles spec").toBeTruthy();
  const room = await json(
    await request.post("/api/rooms/add-room", {
      data: { roomNumber: number, roomType: "double", floorNumber: "ground", capacity: 2, monthlyRent: 10_000, notes: NOTE },
    }),
  );
  const customer = await addCustomer(request, { name: customerName, father: "Khalid", phone: "0300-4445566" });
  const booking = await json(
    await request.post("/api/bookings/add-booking", {
      data: {
        studentId: customer,
        selectedRoom: room.data._id,
        bookingDate: firstOfLastMonth,
        durationType: "months",
        durationValue: 6,
        paymentMode: "cash",
        securityPaymentMode: "cash",
        securityCharges: 5_000,
      },
    }),
  );
  await json(await request.post(`/api/bookings/${booking.data._id}/payments`, { data: { amount: 4_000, paidOn: today, mode: "cash" } }));
  created = { room: { id: room.data._id, number: number! }, customer, booking: booking.data._id };
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  for (const id of accountIds.values()) {
    const removed = await page.request.delete(`/api/auth/delete-auth/${id}`);
    expect([200, 404]).toContain(removed.status());
  }
  await removeSpecRecords(page.request, PREFIX, NOTE);
  await context.close();
});

test("the owner's Profile shows the role; the owner adds a manager (the default) and a viewer (chosen)", async ({ page, browser }) => {
  await signInViaApi(page);
  await page.goto("/profile");
  await expect(profileValue(page, en.profile.role)).toHaveText(en.profile.roles.owner);
  await expect(page.getByRole("form", { name: en.profile.changePassword.title })).toBeVisible();
  await expect(page.getByRole("form", { name: en.profile.changeEmail.title })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "roles-profile-owner");

  await addAdministrator(page, manager);
  await addAdministrator(page, viewer, en.profile.roles.viewer);
  accountIds.set(manager.email, await accountId(browser, manager));
  accountIds.set(viewer.email, await accountId(browser, viewer));

  // The owner's list of administrators, from Profile: each with name, e-mail and role.
  await page.getByRole("link", { name: en.profile.admins.open }).click();
  await expect(page).toHaveURL(/\/administrators$/);
  await expect(page.getByRole("heading", { level: 1, name: en.profile.admins.title })).toBeVisible();
  const own = adminRow(page, ADMIN.username);
  await expect(own.getByText(en.profile.admins.you, { exact: true })).toBeVisible();
  await expect(roleBadge(own, en.profile.roles.owner)).toBeVisible();
  // One's own account is changed on Profile, not here.
  await expect(own.getByRole("button")).toHaveCount(0);
  for (const [account, role] of [
    [manager, en.profile.roles.manager],
    [viewer, en.profile.roles.viewer],
  ] as const) {
    const row = adminRow(page, account.username);
    await expect(row.getByText(account.email)).toBeVisible();
    await expect(roleBadge(row, role)).toBeVisible();
    await expect(row.getByLabel(`Role of ${account.username}`)).toHaveValue(role.toLowerCase());
    await expect(row.getByRole("button", { name: en.profile.admins.saveRole })).toBeDisabled();
  }
  await expectAccessible(page);
  await screenshots(page, "roles-administrators");
});

test("a manager: no Void (whom to ask instead), no Delete, no waiver, no administrators; records a payment; in English and Urdu", async ({
  browser,
}) => {
  const { context, page } = await session(browser, manager);
  await page.goto(`/bookings/view-booking/${created.booking}`);
  await expect(ledger(page).getByText(en.stay.void.askOwner)).toHaveCount(1);
  await expect(page.getByRole("button", { name: new RegExp(`^${en.stay.void.button}`) })).toHaveCount(0);
  await expect(page.getByRole("button", { name: en.common.delete })).toHaveCount(0);
  await expect(page.getByRole("link", { name: en.common.edit })).toBeVisible();

  // A payment, taken at the desk.
  await (await hydrated(ledger(page).getByRole("button", { name: en.payments.record.button }))).click();
  const dialog = page.getByRole("dialog", { name: en.payments.record.title });
  await dialog.getByLabel(en.payments.record.fields.amount).fill("1000");
  await dialog.getByRole("button", { name: en.payments.record.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en.payments.record.recorded)).toBeVisible();
  await expect(ledger(page).getByText(en.stay.void.askOwner)).toHaveCount(2);

  // The lists: Add and Edit, but no Delete.
  await page.goto(`/customers?searchTerm=${encodeURIComponent(customerName)}`);
  await expect(page.getByRole("link", { name: en.customers.list.add })).toBeVisible();
  await expect(page.getByRole("table").getByRole("link", { name: en.common.edit })).toHaveCount(1);
  await expect(page.getByRole("button", { name: en.common.delete })).toHaveCount(0);
  await page.goto(`/customers/view-customer/${created.customer}`);
  await expect(page.getByRole("link", { name: en.common.edit })).toBeVisible();
  await expect(page.getByRole("button", { name: en.common.delete })).toHaveCount(0);

  // Check-out: the form, without the owner's waiver of the sudden-departure fee.
  await page.goto(`/bookings/check-out/${created.booking}`);
  await expect(page.getByRole("button", { name: en.stay.checkOut.confirm })).toBeVisible();
  await expect(page.getByText(en.stay.checkOut.waive)).toHaveCount(0);

  // Profile: the role, one's own password and e-mail; no administrators.
  await page.goto("/profile");
  await expect(profileValue(page, en.profile.role)).toHaveText(en.profile.roles.manager);
  await expect(page.getByRole("button", { name: en.profile.addAdmin.button })).toHaveCount(0);
  await expect(page.getByRole("link", { name: en.profile.admins.open })).toHaveCount(0);
  await expect(page.getByRole("form", { name: en.profile.changePassword.title })).toBeVisible();
  await screenshots(page, "roles-profile-manager");
  await page.goto("/administrators");
  await expect(page.getByText(en.common.forbidden.text)).toBeVisible();
  await expect(page.getByRole("listitem", { name: new RegExp(ADMIN.username) })).toHaveCount(0);

  // In Urdu.
  await page.goto("/profile");
  await switchToUrdu(page);
  await expect(profileValue(page, ur.profile.role)).toHaveText(ur.profile.roles.manager);
  await expect(page.getByRole("button", { name: ur.profile.addAdmin.button })).toHaveCount(0);
  await expectNoLatinWords(page, "a manager's profile");
  await expectAccessible(page);
  await screenshots(page, "roles-urdu-profile-manager");
  await page.goto(`/bookings/view-booking/${created.booking}`);
  await expect(ledger(page, ur.stay.ledger.title).getByText(ur.stay.void.askOwner)).toHaveCount(2);
  await expect(page.getByRole("button", { name: new RegExp(`^${ur.stay.void.button}`) })).toHaveCount(0);
  await expect(page.getByRole("button", { name: ur.common.delete })).toHaveCount(0);
  await expect(ledger(page, ur.stay.ledger.title).getByRole("button", { name: ur.payments.record.button })).toBeVisible();
  await page.goto(`/customers?searchTerm=${encodeURIComponent(customerName)}`);
  await expect(page.getByRole("link", { name: ur.customers.list.add })).toBeVisible();
  await expect(page.getByRole("button", { name: ur.common.delete })).toHaveCount(0);
  await context.close();
});

test("a viewer: no write control on the lists, a booking, a customer, the dues or the occupancy; write screens say so; CSV export works; in English and Urdu", async ({
  browser,
}) => {
  const { context, page } = await session(browser, viewer);
  for (const [path, heading] of [
    [`/customers?searchTerm=${encodeURIComponent(customerName)}`, en.customers.list.title],
    ["/rooms", en.rooms.list.title],
    [`/bookings?searchTerm=${encodeURIComponent(customerName)}`, en.bookings.list.title],
    ["/staffs", en.employees.staff.titles.list],
    ["/workers", en.employees.worker.titles.list],
    ["/salaries", en.salaries.titles.list],
    ["/maintenances", en.maintenance.titles.list],
    ["/histories", en.histories.titles.list],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: en.common.exportCsv })).toBeVisible();
    await expect(writeLinks(page), `add or edit links on ${path}`).toHaveCount(0);
    await expect(page.getByRole("button", { name: en.common.delete }), `delete buttons on ${path}`).toHaveCount(0);
  }
  // The rows are still there to open.
  await page.goto(`/customers?searchTerm=${encodeURIComponent(customerName)}`);
  await expect(page.getByRole("table").getByRole("link", { name: en.common.view })).toHaveCount(1);
  await expectDownload(page, page.getByRole("link", { name: en.common.exportCsv }), customerName);

  // The booking: its ledger and report, printable; nothing to change.
  await page.goto(`/bookings/view-booking/${created.booking}`);
  // A viewer corrects nothing: no Void, no "ask an owner", no Check out; the payments are listed.
  await expect(ledger(page).getByRole("link", { name: /RCT-/ })).toHaveCount(2);
  await expect(ledger(page).getByText(en.stay.void.askOwner)).toHaveCount(0);
  await expect(ledger(page).getByRole("button", { name: en.stay.void.button })).toHaveCount(0);
  await expect(ledger(page).getByRole("link", { name: en.stay.ledger.checkOut })).toHaveCount(0);
  for (const name of [en.payments.record.button, en.stay.notice.give, en.stay.move.button, en.common.delete]) {
    await expect(page.getByRole("button", { name }), name).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: new RegExp(`^${en.stay.void.button}`) })).toHaveCount(0);
  await expect(writeLinks(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /print/i }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "roles-viewer-booking");

  // The customer: details and stays, no Edit, Delete or Record payment.
  await page.goto(`/customers/view-customer/${created.customer}`);
  await expect(page.getByRole("heading", { level: 1, name: customerName })).toBeVisible();
  await expect(page.getByRole("link", { name: en.customers.stays.viewBooking })).toBeVisible();
  await expect(writeLinks(page)).toHaveCount(0);
  for (const name of [en.payments.record.button, en.common.delete]) await expect(page.getByRole("button", { name })).toHaveCount(0);

  // The dues: who owes what, without Record payment or Remind.
  await page.goto(`/dues?filter=all&searchTerm=${encodeURIComponent(customerName)}`);
  await expect(page.getByRole("link", { name: customerName }).filter({ visible: true }).first()).toBeVisible();
  for (const name of [en.payments.record.button, en.dues.remind.button]) await expect(page.getByRole("button", { name })).toHaveCount(0);

  // The occupancy: a free bed is shown, not offered for booking.
  await page.goto("/occupancy");
  const card = page.getByRole("region", { name: created.room.number, exact: true });
  await expect(card.getByText(en.occupancy.room.free, { exact: true })).toBeVisible();
  await expect(page.locator('main a[href*="/bookings/add-bookings"]')).toHaveCount(0);

  // A write screen opened by its address says it is not permitted, instead of a form that would fail.
  for (const path of [
    "/customers/add-customer",
    `/bookings/edit-booking/${created.booking}`,
    `/bookings/check-out/${created.booking}`,
    "/salaries/add-salary",
    "/administrators",
  ]) {
    await page.goto(path);
    await expect(page.getByText(en.common.forbidden.text), path).toBeVisible();
    await expect(page.locator("main form"), path).toHaveCount(0);
  }

  // Profile: the role; one's own password and e-mail can still be changed.
  await page.goto("/profile");
  await expect(profileValue(page, en.profile.role)).toHaveText(en.profile.roles.viewer);
  await expect(page.getByRole("form", { name: en.profile.changePassword.title })).toBeVisible();
  await expect(page.getByRole("button", { name: en.profile.addAdmin.button })).toHaveCount(0);

  // In Urdu.
  await switchToUrdu(page);
  await page.goto(`/bookings/view-booking/${created.booking}`);
  await expect(ledger(page, ur.stay.ledger.title).getByRole("link", { name: /RCT-/ })).toHaveCount(2);
  await expect(ledger(page, ur.stay.ledger.title).getByText(ur.stay.void.askOwner)).toHaveCount(0);
  for (const name of [ur.payments.record.button, ur.stay.notice.give, ur.stay.move.button, ur.common.delete]) {
    await expect(page.getByRole("button", { name }), name).toHaveCount(0);
  }
  await expect(writeLinks(page)).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "roles-urdu-viewer-booking");
  await page.goto(`/customers?searchTerm=${encodeURIComponent(customerName)}`);
  await expect(writeLinks(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: ur.common.delete })).toHaveCount(0);
  await expectDownload(page, page.getByRole("link", { name: ur.common.exportCsv }), customerName);
  await page.goto("/customers/add-customer");
  await expect(page.getByText(ur.common.forbidden.text)).toBeVisible();
  await expectNoLatinWords(page, "a write screen a viewer may not use");
  await context.close();
});

test("one's own password and e-mail on Profile: the current password asked and checked on its field; signed in again with the new password", async ({
  browser,
}) => {
  const { context, page } = await session(browser, manager);
  await page.request.post("/api/language", { data: { language: "en" } });
  await page.goto("/profile");
  const passwordForm = page.getByRole("form", { name: en.profile.changePassword.title });
  const fill = async (current: string, next: string, confirm: string) => {
    await passwordForm.getByLabel(en.profile.changePassword.current).fill(current);
    await passwordForm.getByLabel(en.profile.changePassword.new, { exact: true }).fill(next);
    await passwordForm.getByLabel(en.profile.changePassword.confirm).fill(confirm);
    await (await hydrated(passwordForm.getByRole("button", { name: en.profile.changePassword.submit }))).click();
  };
  const newPassword = "manager-Password-2";
  await fill(manager.password, newPassword, "something-else-1");
  await expect(passwordForm.getByText(en.profile.changePassword.mismatch)).toBeVisible();
  // The server's field message lands on the field.
  await fill("not-my-password-1", newPassword, newPassword);
  await expect(passwordForm.getByRole("alert").filter({ hasText: "The current password is wrong." })).toBeVisible();
  await expect(passwordForm.getByLabel(en.profile.changePassword.current)).toHaveAttribute("aria-invalid", "true");

  await fill(manager.password, newPassword, newPassword);
  await expect(page.getByText(en.profile.changePassword.done)).toBeVisible();
  await expect(passwordForm.getByLabel(en.profile.changePassword.current)).toHaveValue("");
  // Still signed in: the answer renewed this browser's session.
  await page.reload();
  await expect(profileValue(page, en.profile.role)).toHaveText(en.profile.roles.manager);

  // The e-mail, with the (new) current password.
  const emailForm = page.getByRole("form", { name: en.profile.changeEmail.title });
  const newEmail = `roles-manager-new-${run}@example.pk`;
  await emailForm.getByLabel(en.profile.changeEmail.new).fill(newEmail);
  await (await hydrated(emailForm.getByRole("button", { name: en.profile.changeEmail.submit }))).click();
  await expect(emailForm.getByText("Enter your current password.")).toBeVisible();
  await emailForm.getByLabel(en.profile.changeEmail.current).fill(newPassword);
  await emailForm.getByRole("button", { name: en.profile.changeEmail.submit }).click();
  await expect(page.getByText(en.profile.changeEmail.done)).toBeVisible();
  await expect(profileValue(page, en.profile.email)).toHaveText(newEmail);

  // Signed out, then in again with the new password and e-mail; the old password no longer works.
  await signOut(page);
  expect((await page.request.post("/api/auth/login", { data: { email: newEmail, password: manager.password } })).status()).toBe(401);
  await page.getByLabel("Email", { exact: true }).fill(newEmail);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await context.close();
});

test("the owner's administrators screen: change a role, set a password, remove; the server's refusal shown as it says it; in English and Urdu", async ({
  page,
  browser,
}) => {
  await signInViaApi(page);
  await page.goto("/administrators");
  const viewerRow = adminRow(page, viewer.username);

  // The viewer becomes a manager.
  const select = viewerRow.getByLabel(`Role of ${viewer.username}`);
  await (await hydrated(select)).selectOption("manager");
  await viewerRow.getByRole("button", { name: en.profile.admins.saveRole }).click();
  await expect(page.getByText(`${viewer.username} is now: ${en.profile.roles.manager}`)).toBeVisible();
  await expect(roleBadge(viewerRow, en.profile.roles.manager)).toBeVisible();
  await expect(viewerRow.getByLabel(`Role of ${viewer.username}`)).toHaveValue("manager");

  // A new password for them, without theirs.
  await viewerRow.getByRole("button", { name: en.profile.admins.setPassword.button }).click();
  const passwordDialog = page.getByRole("dialog", { name: `New password for ${viewer.username}` });
  await passwordDialog.getByLabel(en.profile.admins.setPassword.password, { exact: true }).fill("viewer-Password-2");
  await passwordDialog.getByRole("button", { name: en.profile.admins.setPassword.submit }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(page.getByText(`The password of ${viewer.username} was changed.`)).toBeVisible();
  const other = await browser.newContext();
  expect((await other.request.post("/api/auth/login", { data: { email: viewer.email, password: "viewer-Password-2" } })).status()).toBe(
    200,
  );
  await other.close();

  // Removing asks first; a refusal is shown as the server says it (here the last-owner rule, answered by a stand-in server).
  await page.route("**/api/auth/delete-auth/**", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ message: "The hostel needs at least one owner.", code: "lastOwner" }),
    }),
  );
  await viewerRow.getByRole("button", { name: en.profile.admins.remove.button }).click();
  const removeDialog = page.getByRole("dialog", { name: en.profile.admins.remove.title });
  await expect(removeDialog.getByText(viewer.email)).toBeVisible();
  await removeDialog.getByRole("button", { name: en.profile.admins.remove.submit }).click();
  await expect(page.getByText("The hostel needs at least one owner.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(removeDialog).toBeHidden();

  // In Urdu (this browser only: the owner's own choice of language stays as it is).
  await page.context().addCookies([{ name: "lang", value: "ur", url: new URL(page.url()).origin }]);
  await page.goto("/profile");
  await expect(profileValue(page, ur.profile.role)).toHaveText(ur.profile.roles.owner);
  await expectNoLatinWords(page, "the owner's profile");
  await screenshots(page, "roles-urdu-profile-owner");
  await page.goto("/administrators");
  await expect(page.getByRole("heading", { level: 1, name: ur.profile.admins.title })).toBeVisible();
  await expectNoLatinWords(page, "the administrators");
  await expectAccessible(page);
  await screenshots(page, "roles-urdu-administrators");
  await adminRow(page, manager.username).getByRole("button", { name: ur.profile.admins.remove.button }).click();
  await expect(page.getByRole("dialog", { name: ur.profile.admins.remove.title })).toBeVisible();
  await expectNoLatinWords(page, "the remove dialog");
  await page.getByRole("dialog").getByRole("button", { name: ur.profile.admins.remove.submit }).click();
  await expect(page.getByText(ur.server.lastOwner)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.unroute("**/api/auth/delete-auth/**");

  // Both removed for real.
  await page.context().addCookies([{ name: "lang", value: "en", url: new URL(page.url()).origin }]);
  await page.goto("/administrators");
  for (const account of [manager, viewer]) {
    await (await hydrated(adminRow(page, account.username).getByRole("button", { name: en.profile.admins.remove.button }))).click();
    await page
      .getByRole("dialog", { name: en.profile.admins.remove.title })
      .getByRole("button", { name: en.profile.admins.remove.submit })
      .click();
    await expect(page.getByText(`${account.username} was removed.`)).toBeVisible();
    await expect(adminRow(page, account.username)).toHaveCount(0);
  }
  await expect(adminRow(page, ADMIN.username)).toHaveCount(1);
});
