import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

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
  const mails = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.includes(email)).sort() : []);
  await expect.poll(() => mails().length, { message: `a mail to ${email}` }).toBeGreaterThan(0);
  return fs.readFileSync(path.join(dir, mails().at(-1)!), "utf8");
}

export function mailCount(): number {
  const dir = path.join(dataDir(), "mail");
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

/**
 * Waits until React has hydrated this element: typing or clicking before that is lost (a search box
 * keeps the text without searching), and a busy machine can be slow to hydrate.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")))).toBe(true);
  return locator;
}
