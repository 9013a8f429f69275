import { expect, test } from "@playwright/test";
import { latestMailTo, signInViaApi } from "./support";

// A second admin's account, so the first admin's password stays as the other specs know it.
const WARDEN = { username: "Warden", email: "warden@alnoor.pk", password: "warden-Password-1" };

test("forgot and reset password through the screens", async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInViaApi(page);
  const created = await page.request.post("/api/auth/register", { data: WARDEN });
  expect(created.status()).toBe(201);
  await context.clearCookies();

  await page.goto("/Sign-in");
  await page.getByRole("link", { name: /forgot|forget/i }).click();
  await expect(page).toHaveURL(/\/forget-password$/);

  await page.getByLabel("Email", { exact: true }).fill("bad");
  await page.getByLabel("Email", { exact: true }).blur();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(WARDEN.email);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(/reset link has been sent/i)).toBeVisible();

  const link = /http:\/\/\S+\/reset-password\/\S+/.exec(await latestMailTo(WARDEN.email))?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  const password = page.getByLabel("Enter New Password");
  await password.fill("short");
  await password.blur();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  const newPassword = "second-Password-2";
  await password.fill(newPassword);
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Password reset successful")).toBeVisible();
  // Five seconds later it goes to /login, which is /Sign-in.
  await expect(page).toHaveURL(/\/Sign-in$/, { timeout: 15_000 });

  // The link is single-use.
  await page.goto(link!);
  await page.getByLabel("Enter New Password").fill("third-Password-3");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText(/invalid or has expired/i)).toBeVisible();

  await page.goto("/Sign-in");
  await page.getByLabel("Email", { exact: true }).fill(WARDEN.email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
});
