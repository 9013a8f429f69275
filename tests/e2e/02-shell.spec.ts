import jwt from "jsonwebtoken";
import { expect, test } from "@playwright/test";
import { ADMIN, signInViaApi } from "./support";

// Below 1280 px the sidebar is the spec's drawer (43-layout.spec.ts covers the docked sidebar of wider screens).
test.use({ viewport: { width: 1024, height: 800 } });

test("a signed-out visitor of an admin path lands on /Sign-in", async ({ page }) => {
  for (const adminPath of ["/", "/customers", "/bookings/view-booking/123", "/profile"]) {
    await page.goto(adminPath);
    await expect(page).toHaveURL(/\/Sign-in$/);
  }
  await page.goto("/login");
  await expect(page).toHaveURL(/\/Sign-in$/);
});

test("an expired session token lands on /Sign-in", async ({ page, context, baseURL }) => {
  const secret = process.env.E2E_JWT_SECRET!;
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  const { user } = await login.json();
  const expired = jwt.sign({ role: "admin", ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
    algorithm: "HS256",
    subject: user._id,
  });
  await context.clearCookies();
  await context.addCookies([{ name: "hostel_session", value: expired, url: baseURL! }]);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/Sign-in$/);
});

test("the sidebar opens from the menu icon, lists the entries and closes on a choice", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/");
  await page.getByRole("button", { name: /menu/i }).click();
  const nav = page.getByRole("navigation");
  for (const entry of [
    "Dashboard",
    "Customers",
    "Rooms",
    "Booking",
    "Dues",
    "Occupancy",
    "Audit log",
    "Staff",
    "Workers",
    "Salary",
    "Maintenance",
    "History",
    "Logout",
  ]) {
    await expect(nav.getByText(entry, { exact: true })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("profile shows the signed-in admin's username and email; the title links home", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/");
  await page.getByRole("link", { name: /profile/i }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(ADMIN.username)).toBeVisible();
  await expect(page.getByText(ADMIN.email)).toBeVisible();
  await page.getByRole("link", { name: process.env.E2E_HOSTEL_NAME }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown path shows the not-found picture", async ({ page }) => {
  await signInViaApi(page);
  const response = await page.goto("/no-such-screen");
  expect(response?.status()).toBe(404);
  await expect(page.locator('img[src*="not-found"]')).toBeVisible();
});

test("logout asks first: Cancel keeps the session, Logout ends it", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/profile");
  const openLogout = async () => {
    await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("navigation").getByText("Logout", { exact: true }).click();
  };
  await openLogout();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Logout")).toBeVisible();
  await expect(dialog.getByText("Are you sure you want to Log Out?")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);

  await openLogout();
  await page.getByRole("dialog").getByRole("button", { name: "Logout", exact: true }).click();
  await expect(page).toHaveURL(/\/Sign-in$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/Sign-in$/);
});
