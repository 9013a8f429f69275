import { expect, test } from "@playwright/test";
import { ADMIN } from "./support";

test.describe.configure({ mode: "serial" });

test("with no account yet, the sign-in screen points to sign-up", async ({ page }) => {
  await page.goto("/Sign-in");
  await expect(page.getByRole("heading", { name: process.env.E2E_HOSTEL_NAME })).toBeVisible();
  await expect(page.locator('img[src*="auth-header"]')).toBeVisible();
  const link = page.getByRole("link", { name: /sign.?up|create/i });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/Sign-up$/);
});

test("the sign-up form shows its messages after a field is touched", async ({ page }) => {
  await page.goto("/Sign-up");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Email", { exact: true }).blur();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Password", { exact: true }).blur();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
});

test("pressing the button while a field shows its message still submits: the message does not push the button away", async ({ page }) => {
  await page.goto("/Sign-up");
  const button = page.getByRole("button", { name: /sign.?up|register|create/i });
  await expect(button).toBeEnabled();
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  // A mouse pressed near the button's top edge and released where it was pressed, as a hurried hand does.
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 3);
  await page.mouse.down();
  await page.mouse.up();
  // The press submitted the form: the fields never touched show their messages too.
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("the first admin signs up, signs in and lands on the dashboard", async ({ page }) => {
  await page.goto("/Sign-up");
  await page.getByLabel("Username", { exact: true }).fill(ADMIN.username);
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: /sign.?up|register|create/i }).click();
  await expect(page.getByText("Registration successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/Sign-in$/);

  // A second visitor cannot open registration any more.
  const again = await page.request.post("/api/auth/register", {
    data: { username: "intruder", email: "intruder@example.com", password: "password123" },
  });
  expect(again.status()).toBe(403);

  // The e-mail just signed up with is filled in; the password is what is left to type.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(ADMIN.email);
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.getByLabel("Password", { exact: true }).blur();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/Sign-in$/);

  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  // The failed attempt's message goes with the success.
  await expect(page.getByText("Invalid email or password")).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});
