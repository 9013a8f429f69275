import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from "@playwright/test";

export const ADMIN = { username: "Hostel Manager", email: "manager@alnoor.pk", password: "first-Password-1" };
export const dataDir = () => process.env.E2E_DATA_DIR!;

/**
 * Signs in through the API; the session cookie lands in the page's browser context. The first admin is
 * registered here if the first-run spec has not done it (when a spec runs on its own).
 */
export async function signInViaApi(page: Page, credentials: { email: string; password: string } = ADMIN) {
  if (credentials === ADMIN) await page.request.post("/api/auth/register", { data: ADMIN }); // 403 once an account exists
  const response = await page.request.post("/api/auth/login", { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The newest mail the server wrote to DATA_DIR/mail for this address. The server answers first and
 * mails afterwards (so the answer's timing tells nothing), so the mail is waited for.
 */
export async function latestMailTo(email: string): Promise<string> {
  const dir = path.join(dataDir(), "mail");
  const mails = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.includes(email) && file.endsWith(".txt"))
          .sort()
      : [];
  await expect.poll(() => mails().length, { message: `a mail to ${email}` }).toBeGreaterThan(0);
  return fs.readFileSync(path.join(dir, mails().at(-1)!), "utf8");
}

export function mailCount(): number {
  const dir = path.join(dataDir(), "mail");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith(".txt")).length : 0;
}

/**
 * Waits until React has hydrated this element: typing or clicking before that is lost (a search box
 * keeps the text without searching), and a busy machine can be slow to hydrate.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")))).toBe(true);
  return locator;
}

/** The JSON of an answer that must have succeeded; otherwise the test fails showing the answer. */
export async function json<T = { data: ListedRecord }>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** What the specs read of a listed record. */
export interface ListedRecord {
  _id: string;
  roomNumber: string;
  notes: string | null;
}

/** A customer through the API (as the Add Customer form sends it); returns the `_id`. */
export async function addCustomer(
  request: APIRequestContext,
  customer: { name: string; father: string; phone: string; email?: string; address?: string },
): Promise<string> {
  const multipart: Record<string, string> = { studentName: customer.name, fatherName: customer.father, contactNumber: customer.phone };
  if (customer.email) multipart.email = customer.email;
  if (customer.address) multipart.currentAddress = customer.address;
  return (await json(await request.post("/api/students/add-student", { multipart }))).data._id;
}

/**
 * Removes a spec's records, of this run or an earlier, interrupted one: its bookings (their money
 * stays), its rooms (marked with `note`; one still holding another spec's booking is left), then its
 * customers (named from `prefix`). A closed stay (checked out or cancelled) is kept as history (409,
 * lib/money/README.md, rule 11), and so is its customer; its room, no longer held, is removed.
 */
export async function removeSpecRecords(request: APIRequestContext, prefix: string, note: string) {
  const bookings = await json<{ data: { bookings: ListedRecord[] } }>(
    await request.get(`/api/bookings/get-bookings?searchTerm=${encodeURIComponent(prefix)}&limit=100`),
  );
  for (const booking of bookings.data.bookings) {
    const deleted = await request.delete(`/api/bookings/delete-booking/${booking._id}`);
    expect([200, 409], `${deleted.url()} ${deleted.status()} ${await deleted.text()}`).toContain(deleted.status());
  }
  const rooms = await json<{ data: ListedRecord[] }>(await request.get("/api/rooms/get-all-rooms"));
  for (const room of rooms.data.filter((room) => room.notes === note))
    expect([200, 409]).toContain((await request.delete(`/api/rooms/delete-room/${room._id}`)).status());
  const students = await json<{ students: { _id: string; studentName: string }[] }>(await request.get("/api/students/get-all-students"));
  for (const student of students.students.filter((student) => student.studentName.toLowerCase().includes(prefix.toLowerCase()))) {
    const deleted = await request.delete(`/api/students/delete-student/${student._id}`);
    expect([200, 409], `${deleted.url()} ${deleted.status()} ${await deleted.text()}`).toContain(deleted.status());
  }
}

/** Where the screenshots of the screens go, to be looked at after a run. */
export const SCREENS = "test-results/screens";
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's default rules on the page as it is now: no serious or critical violation. The shared toaster is
 * left out: its rich-colour toasts (green on pale green) are the shell's, not the screen's.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; help: string; nodes: { target: unknown }[] }[] };
    const { axe } = window as unknown as { axe: { run: (context: { exclude: string[][] }) => Promise<Result> } };
    return (await axe.run({ exclude: [["[data-sonner-toaster]"]] })).violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => node.target),
    }));
  });
  expect(violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
}

/**
 * The page at 1366 and at 360 px wide (no sideways scrolling there), saved as `<name>-1366.png` and
 * `<name>-360.png`: the whole page, or what the window shows when a dialog is open. Toasts left over
 * from the step before are hidden.
 */
export async function screenshots(page: Page, name: string, { dialog = false } = {}) {
  const shot = { fullPage: !dialog, style: "[data-sonner-toaster] { display: none !important; }" };
  await page.setViewportSize({ width: 1366, height: 900 });
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}-1366.png`, ...shot });
  await page.setViewportSize({ width: 360, height: 780 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${name} at 360 px scrolls sideways`,
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/${name}-360.png`, ...shot });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The visible texts of the page: text nodes on screen, placeholders, accessible names and titles, the tab's title. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true }) && !parent.closest(".sr-only")) continue;
      // Text marked as another language in the markup: the switch names English in English.
      if (parent.closest("[lang]")?.getAttribute("lang") === "en") continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    for (const element of document.body.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")) {
      if (element.closest("[lang]")?.getAttribute("lang") === "en") continue;
      for (const attribute of ["placeholder", "aria-label", "title", "alt"]) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}
