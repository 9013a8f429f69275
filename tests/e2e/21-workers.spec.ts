import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInViaApi } from "./support";

// Every record of this spec carries PREFIX in its name, so searches and counts ignore other specs' records.
const PREFIX = "E2E Worker";
const WORKER = {
  fullName: `${PREFIX} Bilal Ahmed`,
  email: "e2e.worker.bilal@alnoor.pk",
  phone: "0333-1122334",
  cnic: "36302-1122334-5",
  dob: "23-11-1988",
  joinDate: "15-02-2023",
  jobRole: "Cook",
  shiftTiming: "9:00 AM - 5:00 PM",
  department: "Kitchen",
  salary: "45000",
  address: "Mohalla Qasimabad, Multan",
};
// A 2×2 PNG: real image bytes, as the server checks them.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

/** Deletes this spec's workers through the API. */
async function removeOurRecords(request: APIRequestContext) {
  const all = (await (await request.get("/api/workers/get-all-workers")).json()) as { workers: { _id: string; fullName: string }[] };
  for (const worker of all.workers.filter((worker) => worker.fullName.startsWith(PREFIX))) {
    expect((await request.delete(`/api/workers/delete-worker/${worker._id}`)).status()).toBe(200);
  }
}

/** The number in 'Total Workers: n'. */
async function totalWorkers(page: Page): Promise<number> {
  const line = page.getByText(/^Total Workers: \d+$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.replace(/\D/g, ""));
}

/** Types into the search box; typing that lands before the page has hydrated is lost, so it types again until the URL follows. */
async function search(page: Page, term: string) {
  const box = page.getByRole("searchbox", { name: "Search workers" });
  const url = new RegExp(`searchTerm=${encodeURIComponent(term).replace(/%20/g, "(\\+|%20)")}(&|$)`);
  await expect(async () => {
    await box.fill("");
    await box.fill(term);
    await expect(page).toHaveURL(url, { timeout: 2000 });
  }).toPass();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page);
  await removeOurRecords(page.request);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page);
  await removeOurRecords(page.request);
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
});

test("Add Worker asks for the name, then saves the worker with a photo; the total grows", async ({ page }) => {
  await page.goto("/workers");
  await expect(page.getByRole("heading", { name: "Workers", exact: true })).toBeVisible();
  const before = await totalWorkers(page);

  await page.getByRole("link", { name: "Add Worker" }).click();
  await expect(page).toHaveURL(/\/workers\/add-workers$/);
  await expect(page.getByRole("heading", { name: "Add Worker" })).toBeVisible();
  // A click that lands before the form has hydrated submits natively and reloads the page: click until the checks answer.
  await expect(async () => {
    await page.getByRole("button", { name: "Add Worker" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.getByLabel("Email").fill("bilal-at-alnoor");
  await page.getByLabel("Email").blur();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await expect(page).toHaveURL(/\/workers\/add-workers(\?|$)/);

  await page.getByLabel("Full Name").fill(WORKER.fullName);
  await page.getByLabel("Email").fill(WORKER.email);
  await page.getByLabel("Phone").fill(WORKER.phone);
  await page.getByLabel("CNIC").fill(WORKER.cnic);
  await page.getByLabel("Date of Birth").fill(WORKER.dob);
  await page.getByLabel("Gender").selectOption("Male");
  await page.getByLabel("Job Role").fill(WORKER.jobRole);
  await page.getByLabel("Shift Timing").fill(WORKER.shiftTiming);
  await page.getByLabel("Department").fill(WORKER.department);
  await page.getByLabel("Joining Date").fill(WORKER.joinDate);
  await page.getByLabel("Salary").fill(WORKER.salary);
  await page.getByLabel("Address").fill(WORKER.address);
  await page.getByLabel("Photo").setInputFiles({ name: "bilal.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Picture preview" })).toBeVisible();
  await page.getByRole("button", { name: "Add Worker" }).click();

  await expect(page.getByText("Worker added successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/workers$/);
  await expect(page.getByText(`Total Workers: ${before + 1}`)).toBeVisible();
  const table = page.getByRole("table", { name: "Workers" });
  await expect(table.getByRole("columnheader")).toHaveText(["Sr #", "Name", "Email", "Phone", "CNIC", "Actions"]);

  await search(page, "bilal ahmed");
  await expect(page.getByText("Total Workers: 1", { exact: true })).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody tr").first().locator("td")).toHaveText([
    "1",
    WORKER.fullName,
    WORKER.email,
    WORKER.phone,
    WORKER.cnic,
    "",
  ]);
});

test("the list pages through the workers 10 at a time", async ({ page }) => {
  for (let index = 1; index <= 12; index++) {
    const number = String(index).padStart(2, "0");
    const response = await page.request.post("/api/workers/add-worker", {
      multipart: { fullName: `${PREFIX} Paged ${number}`, jobRole: "Cleaner", shiftTiming: "8:00 PM - 4:00 AM" },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto("/workers");
  await search(page, `${PREFIX} Paged`);
  await expect(page.getByText("Total Workers: 12", { exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Pagination" });
  const previous = nav.getByRole("button", { name: "Previous" });
  const next = nav.getByRole("button", { name: "Next" });
  const rows = page.getByRole("table", { name: "Workers" }).locator("tbody tr");
  await expect(nav.getByText("Page 1 of 2")).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // Newest first: page 1 holds 12 down to 03.
  await expect(rows.first()).toContainText(`${PREFIX} Paged 12`);

  await next.click();
  await expect(nav.getByText("Page 2 of 2")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first().locator("td").first()).toHaveText("11");
  await expect(rows.first()).toContainText(`${PREFIX} Paged 02`);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await previous.click();
  await expect(nav.getByText("Page 1 of 2")).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(rows.first().locator("td").first()).toHaveText("1");
  await expect(previous).toBeDisabled();
});

test("the view shows the worker with job role, shift, photo and salary in PKR; Edit Worker saves changes", async ({ page }) => {
  await page.goto(`/workers?searchTerm=${encodeURIComponent(WORKER.fullName)}`);
  await page
    .getByRole("row", { name: new RegExp(WORKER.fullName) })
    .getByRole("link", { name: "View" })
    .click();
  await expect(page).toHaveURL(/\/workers\/view-worker\/[0-9a-f-]{36}$/);

  const details = page.locator("dl");
  const value = (label: string) =>
    details
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd");
  await expect(page.getByRole("heading", { name: WORKER.fullName })).toBeVisible();
  await expect(value("Name")).toHaveText(WORKER.fullName);
  await expect(value("Department")).toHaveText(WORKER.department);
  await expect(value("Worker ID")).toHaveText(/^[0-9a-f-]{36}$/);
  await expect(value("Email")).toHaveText(WORKER.email);
  await expect(value("Date of Birth")).toHaveText("23-11-1988");
  await expect(value("CNIC")).toHaveText(WORKER.cnic);
  await expect(value("Gender")).toHaveText("Male");
  await expect(value("City")).toHaveText(WORKER.address);
  await expect(value("Address")).toHaveText(WORKER.address);
  await expect(value("Phone")).toHaveText(WORKER.phone);
  await expect(value("Joining Date")).toHaveText("15-02-2023");
  await expect(value("Salary")).toHaveText("PKR 45,000");
  await expect(value("Job Role")).toHaveText(WORKER.jobRole);
  await expect(value("Shift Timing")).toHaveText(WORKER.shiftTiming);

  const photo = page.getByRole("img", { name: `Photo of ${WORKER.fullName}` });
  await expect(photo).toHaveAttribute("src", /^\/uploads\/[\w-]+\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/workers\/edit-worker\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Edit Worker" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue(WORKER.fullName);
  await expect(page.getByLabel("Joining Date")).toHaveValue(WORKER.joinDate);
  await expect(page.getByLabel("Gender")).toHaveValue("Male");
  await expect(page.getByLabel("Shift Timing")).toHaveValue(WORKER.shiftTiming);
  await expect(page.getByLabel("Salary")).toHaveValue(WORKER.salary);
  await expect(page.getByRole("img", { name: "Picture preview" })).toHaveAttribute("src", /^\/uploads\//);

  await page.getByLabel("Full Name").fill("");
  await page.getByLabel("Full Name").blur();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full Name").fill(WORKER.fullName);
  await page.getByLabel("Job Role").fill("Head Cook");
  await page.getByLabel("Shift Timing").fill("6:00 AM - 2:00 PM");
  await page.getByLabel("Salary").fill("48000");
  await page.getByLabel("Email").fill("");
  await page.getByRole("button", { name: "Update Worker" }).click();
  await expect(page.getByText("Worker updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/workers$/);

  await page.goto(`/workers?searchTerm=${encodeURIComponent(WORKER.fullName)}`);
  await page
    .getByRole("row", { name: new RegExp(WORKER.fullName) })
    .getByRole("link", { name: "View" })
    .click();
  await expect(value("Salary")).toHaveText("PKR 48,000");
  await expect(value("Job Role")).toHaveText("Head Cook");
  await expect(value("Shift Timing")).toHaveText("6:00 AM - 2:00 PM");
  // A cleared field is cleared on the server too.
  await expect(value("Email")).toHaveText("—");
  await expect(value("Phone")).toHaveText(WORKER.phone);
});

test("an unknown worker's edit screen says there is no data", async ({ page }) => {
  await page.goto("/workers/edit-worker/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Edit Worker" })).toBeVisible();
  await expect(page.getByText("No worker data available.")).toBeVisible();
});

test("deleting asks first: Cancel keeps the worker, Delete removes it", async ({ page }) => {
  await page.goto(`/workers?searchTerm=${encodeURIComponent(WORKER.fullName)}`);
  const row = page.getByRole("row", { name: new RegExp(WORKER.fullName) });
  await row.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Deletion")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await expect(page.getByText("Total Workers: 1", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Worker deleted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Total Workers: 0", { exact: true })).toBeVisible();
  await expect(page.getByText("No data found.")).toBeVisible();

  await page.goto(`/workers?searchTerm=${encodeURIComponent(`${PREFIX} Paged 01`)}`);
  await page
    .getByRole("row", { name: new RegExp(`${PREFIX} Paged 01`) })
    .getByRole("link", { name: "View" })
    .click();
  await expect(page).toHaveURL(/\/workers\/view-worker\//);
  await expect(page.getByRole("heading", { name: `${PREFIX} Paged 01` })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Worker deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/workers$/);
});
