import { expect, test } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { formatPKR, formatYearMonth } from "@/lib/format";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { expectAccessible, hydrated, json, screenshots, signInViaApi } from "./support";

// The hostel's expenses (docs/bills.md, "Expenses"): an owner opens Expenses from the sidebar, adds an
// expense through the dialog (a bad amount shows its message first and saves nothing), finds it in the
// list with the total of the search, voids it with a reason (struck through, out of the total), and reads
// the screen in Urdu. Expenses are never deleted: this spec's carry a unique "Expenses E2E … <run>" payee
// and every figure is read with the search for it. Screenshots at 360 and 1366 px in test-results/screens.

test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const paidTo = `Expenses E2E Ali Traders ${run}`;
const today = hostelTime(new Date()).date;
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const x = en.expenses;

interface ListAnswer {
  expenses: { paidTo: string; amount: number; voided: boolean }[];
  total: number;
  count: number;
}

test("an owner adds an expense, sees it in the list and the total, and voids it", async ({ page }) => {
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  await page.goto("/");
  await page.getByRole("link", { name: en.shell.nav.expenses }).first().click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
  // This month unless another is chosen.
  await expect(page.getByLabel(x.filters.month, { exact: true })).toHaveValue(today.slice(0, 7));
  await expect(page.getByText(x.totals.total.replace("{month}", formatYearMonth(today.slice(0, 7))))).toBeVisible();

  await (await hydrated(page.getByRole("button", { name: x.add.button }))).click();
  const dialog = page.getByRole("dialog", { name: x.add.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(x.add.fields.spentOn, { exact: true })).toHaveValue(ddmmyyyy(today));
  await dialog.getByLabel(x.add.fields.category, { exact: true }).selectOption("Mess groceries");
  await dialog.getByLabel(x.add.fields.paidTo, { exact: true }).fill(paidTo);
  await dialog.getByLabel(x.add.fields.amount, { exact: true }).fill("12.5");
  await dialog.getByLabel(x.add.fields.reference, { exact: true }).fill(`INV-${run}`);
  await dialog.getByRole("button", { name: x.add.save }).click();
  await expect(dialog.getByText("Amount must be a whole number")).toBeVisible();
  await screenshots(page, "expenses-add-dialog", { dialog: true });
  // Nothing was sent.
  const before = await json<ListAnswer>(await page.request.get(`/api/expenses?searchTerm=${encodeURIComponent(paidTo)}`));
  expect(before.count).toBe(0);

  await dialog.getByLabel(x.add.fields.amount, { exact: true }).fill("12,345");
  await dialog.getByRole("button", { name: x.add.save }).click();
  await expect(dialog).toBeHidden();
  const stored = await json<ListAnswer>(await page.request.get(`/api/expenses?searchTerm=${encodeURIComponent(paidTo)}`));
  expect(stored.expenses).toMatchObject([{ paidTo, amount: 12345, voided: false }]);

  // The list finds it, and the month's total of the search is its amount.
  await page.getByRole("searchbox", { name: x.search }).fill(paidTo);
  await expect(page).toHaveURL(/searchTerm=/);
  await expect(page.getByTestId("expenses-total")).toHaveText(formatPKR(12345));
  const row = page.getByRole("table", { name: x.caption }).getByRole("row").filter({ hasText: paidTo });
  await expect(row).toContainText("Mess groceries");
  await expect(row).toContainText(formatPKR(12345));
  await expectAccessible(page);
  await screenshots(page, "expenses-list");

  // The owner voids it with a reason: struck through, out of the total, still listed.
  await row.getByRole("button", { name: `Void the expense paid to ${paidTo}` }).click();
  const voidDialog = page.getByRole("dialog", { name: x.void.title });
  await voidDialog.getByRole("button", { name: x.void.submit }).click();
  await expect(voidDialog.getByText("Reason is required")).toBeVisible();
  await voidDialog.getByLabel(x.void.reason).fill("Entered for the wrong shop");
  await voidDialog.getByRole("button", { name: x.void.submit }).click();
  await expect(voidDialog).toBeHidden();
  await expect(page.getByTestId("expenses-total")).toHaveText(formatPKR(0));
  await expect(row).toContainText("Void: Entered for the wrong shop");
  await expect(row).toHaveAttribute("data-voided", "true");
  await expect(row.getByRole("button", { name: x.void.button })).toHaveCount(0);
  const voided = await json<ListAnswer>(await page.request.get(`/api/expenses?searchTerm=${encodeURIComponent(paidTo)}`));
  expect(voided).toMatchObject({ count: 1, total: 0, expenses: [{ voided: true }] });
  await screenshots(page, "expenses-voided");
});

test("the screen in Urdu", async ({ page }) => {
  await signInViaApi(page);
  await json(await page.request.post("/api/language", { data: { language: "ur" } }));
  try {
    await page.goto(`/expenses?searchTerm=${encodeURIComponent(paidTo)}`);
    await expect(page.getByRole("heading", { level: 1, name: ur.expenses.title })).toBeVisible();
    await expect(page.getByRole("button", { name: ur.expenses.add.button })).toBeVisible();
    // "منسوخ: <reason>" (the reason isolated inside the Urdu text).
    await expect(page.getByRole("table", { name: ur.expenses.caption }).getByText(/Entered for the wrong shop/)).toContainText(
      ur.expenses.voided.split(":")[0]!,
    );
    await expect(page.getByTestId("expenses-total")).toHaveText(formatPKR(0, "ur"));
    await screenshots(page, "expenses-ur");
  } finally {
    await page.request.post("/api/language", { data: { language: "en" } });
  }
});
