import { expect, test, type Page } from "@playwright/test";
import { hydrated, removeSpecRecords, screenshots, signInViaApi } from "./support";

// A resident's identity (docs/register.md) through the screens: the Add Customer form's Identity and
// Guardian sections with the ID pictures, the list's "Incomplete" badge and filter, in English and Urdu.
const PREFIX = "Idspec";
const NAME = `${PREFIX} Kamran Akhtar`;
const URDU_NAME = `${PREFIX} Farid Ahmadi`;

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQs+oCIgYIBQAXFgOJrPztxAAAAABJRU5ErkJggg==", "base64");
const picture = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

test.describe.configure({ mode: "serial" });

async function cleanUp(page: Page) {
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  await removeSpecRecords(page.request, PREFIX, "identity-spec");
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await cleanUp(page);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await cleanUp(page);
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
});

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test("a resident added with ID pictures but no guardian is incomplete; adding the guardian completes him", async ({ page }) => {
  await page.goto("/customers/add-customer");
  await hydrated(page.getByRole("button", { name: "Add Customer" }));
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await page.getByLabel("Father's Name").fill("Idspec Akhtar Ali");
  await page.getByLabel("Contact Number").fill("0300-1112233");
  await page.getByLabel("Permanent Address").fill("House 4, Street 9, Multan");
  await page.getByLabel("Picture", { exact: true }).setInputFiles(picture("photo.png"));
  await page.getByLabel("ID Type").selectOption({ label: "CNIC" });
  await page.getByLabel("ID Number").fill("3630212345671");
  await page.getByLabel("ID Document (Front)").setInputFiles(picture("front.png"));
  await page.getByLabel("ID Document (Back)").setInputFiles(picture("back.png"));
  // A foreign nationality asks for the visa's expiry; back to Pakistani it is gone.
  await page.getByLabel("Nationality").fill("Afghan");
  await expect(page.getByLabel("Visa Expiry")).toBeVisible();
  await page.getByLabel("Nationality").fill("Pakistani");
  await expect(page.getByLabel("Visa Expiry")).toHaveCount(0);
  await screenshots(page, "identity-form");
  await page.getByRole("button", { name: "Add Customer" }).click();
  await expect(page).toHaveURL(/\/customers$/);

  const row = rowOf(page, NAME);
  await expect(row.getByText("Incomplete", { exact: true })).toBeVisible();
  await expect(row.getByText("Missing: guardian with a phone")).toBeVisible();
  await page.getByRole("link", { name: "Incomplete" }).click();
  await expect(page).toHaveURL(/complete=false/);
  await expect(rowOf(page, NAME)).toBeVisible();
  await screenshots(page, "identity-list");

  await page.goto("/customers");
  await rowOf(page, NAME).getByRole("link", { name: "Edit" }).click();
  await hydrated(page.getByRole("button", { name: "Update Customer" }));
  await page.getByLabel("Guardian's Name").fill("Akhtar Ali");
  await page.getByLabel("Relation").fill("Father");
  await page.getByLabel("Guardian's Phone").fill("+971 50 123 4567");
  // The guardian's e-mail is optional and checked like the resident's own.
  await page.getByLabel("Guardian's Email").fill("akhtar.ali@");
  await page.getByRole("button", { name: "Update Customer" }).click();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await page.getByLabel("Guardian's Email").fill("Akhtar.Ali@Example.com");
  await page.getByRole("button", { name: "Update Customer" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(rowOf(page, NAME).getByText("Incomplete", { exact: true })).toHaveCount(0);

  await rowOf(page, NAME).getByRole("link", { name: "View" }).click();
  await expect(page.getByText("Complete", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "ID Document (Front)" })).toBeVisible();
  await expect(page.getByText("+971 50 123 4567")).toBeVisible();
  await expect(page.getByText("akhtar.ali@example.com")).toBeVisible();
  await screenshots(page, "identity-view");
});

test("in Urdu: a resident added with his pictures and guardian is complete", async ({ page }) => {
  await page.request.post("/api/language", { data: { language: "ur" } });
  await page.goto("/customers/add-customer");
  await hydrated(page.getByRole("button", { name: "رہائشی شامل کریں" }));
  await page.getByLabel("نام", { exact: true }).fill(URDU_NAME);
  await page.getByLabel("والد کا نام").fill("Idspec Wali Ahmadi");
  await page.getByLabel("رابطہ نمبر", { exact: true }).fill("+93 70 123 4567");
  await page.getByLabel("مستقل پتا").fill("Kabul");
  await page.locator('input[type="file"]').nth(0).setInputFiles(picture("photo.png"));
  await page.getByLabel("قومیت").fill("Afghan");
  await page.getByLabel("شناخت کی قسم").selectOption("passport");
  await page.getByLabel("شناختی نمبر").fill("OP7654321");
  await page.getByLabel("ویزے کی میعاد").fill("31-12-2027");
  await page.getByLabel("شناختی دستاویز کی تصویر (سامنے)").setInputFiles(picture("front.png"));
  await page.getByLabel("سرپرست کا نام").fill("Wali Ahmadi");
  await page.getByLabel("سرپرست کا فون").fill("+93 70 765 4321");
  await page.getByLabel("سرپرست کی ای میل").fill("wali.ahmadi@example.com");
  await screenshots(page, "identity-form-ur");
  await page.getByRole("button", { name: "رہائشی شامل کریں" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(rowOf(page, URDU_NAME)).toBeVisible();
  await expect(rowOf(page, URDU_NAME).getByText("نامکمل", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "نامکمل" }).click();
  await expect(page).toHaveURL(/complete=false/);
  await expect(rowOf(page, URDU_NAME)).toHaveCount(0);
  await screenshots(page, "identity-list-ur");
  expect(strip(await page.locator("h1").first().innerText())).toBe("رہائشی");
});
