import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInViaApi, hydrated } from "./support";

// Every customer this spec makes starts with one of these prefixes, so other specs' customers do not
// disturb its searches and counts; leftovers of an earlier run are deleted first.
const PREFIX = "Custspec";
const PAGING_PREFIX = "Custpage";
const NAME = `${PREFIX} Bilal Ahmed`;

// A 2×2 PNG, built in the test so the picture upload needs no fixture file.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQs+oCIgYIBQAXFgOJrPztxAAAAABJRU5ErkJggg==", "base64");

async function deleteCustomers(request: APIRequestContext, term: string) {
  for (;;) {
    const response = await request.get(`/api/students/get-students?searchTerm=${encodeURIComponent(term)}`);
    expect(response.status()).toBe(200);
    const { students } = (await response.json()) as { students: { _id: string }[] };
    if (students.length === 0) return;
    for (const student of students) expect((await request.delete(`/api/students/delete-student/${student._id}`)).status()).toBe(200);
  }
}

async function cleanUp(page: Page) {
  await signInViaApi(page);
  await deleteCustomers(page.request, PREFIX);
  await deleteCustomers(page.request, PAGING_PREFIX);
}

async function search(page: Page, term: string) {
  await (await hydrated(page.getByRole("searchbox", { name: "Search customers" }))).fill(term);
  await expect(page).toHaveURL(new RegExp(`searchTerm=${encodeURIComponent(term).replace(/%20/g, "(\\+|%20)")}`));
}

// A customer's name cell begins with the name; an incomplete record's badge and what it misses follow it (docs/register.md).
const nameCell = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*Incomplete|$)`);
const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name: nameCell(name) }) });
const detail = (page: Page, label: string) => page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

test.describe.configure({ mode: "serial" });

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

test("/students leads to the customers list", async ({ page }) => {
  await page.goto("/students");
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
});

test("a customer is added through the form, with a picture, after its field messages", async ({ page }) => {
  await page.goto("/customers");
  await page.getByRole("link", { name: "Add Customer" }).click();
  await expect(page).toHaveURL(/\/customers\/add-customer$/);

  await (await hydrated(page.getByRole("button", { name: "Add Customer" }))).click();
  await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Father's name is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Contact number is required", { exact: true })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Email", { exact: true }).blur();
  await expect(page.getByText("Invalid email format", { exact: true })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await page.getByLabel("Father's Name").fill("Custspec Ahmed Raza");
  await page.getByLabel("Email", { exact: true }).fill("Custspec.Bilal@Example.PK");
  await page.getByLabel("Contact Number").fill("0300-1234567");
  await page.getByLabel("Emergency Contact").fill("0321-7654321");
  await page.getByLabel("CNIC").fill("35202-1234567-1");
  await page.getByLabel("Date of Birth").fill("15-07-2004");
  await page.getByLabel("Joining Date").fill("10-01-2026");
  await page.getByLabel("Gender").selectOption({ label: "Male" });
  await page.getByLabel("City").fill("Multan");
  await page.getByLabel("Department").fill("Computer Science");
  await page.getByLabel("Year").fill("2");
  await page.getByLabel("Semester").fill("3");
  await page.getByLabel("Blood Group").fill("B+");
  // A file that is no picture stops the save with its message: the customer is not saved without it.
  await page.getByLabel("Picture").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await page.getByRole("button", { name: "Add Customer" }).click();
  await expect(page.getByText("Only PNG, JPEG, WebP or GIF pictures can be uploaded.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/add-customer$/);
  await page.getByLabel("Picture").setInputFiles({ name: "bilal.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Only PNG, JPEG, WebP or GIF pictures can be uploaded.", { exact: true })).toBeHidden();
  await expect(page.getByRole("img", { name: "Picture preview" })).toBeVisible();
  await expect(page.getByText("Name is required", { exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Add Customer" }).click();

  await expect(page.getByText("Customer has been added!")).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);

  // The search waits for a pause in typing and ignores letter case.
  await search(page, "custspec bilal");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(rowOf(page, NAME).getByRole("cell")).toHaveText([
    "1",
    nameCell(NAME),
    "custspec.bilal@example.pk",
    "0300-1234567",
    "35202-1234567-1",
    "—",
    "",
  ]);
});

test("the view shows the customer's fields and picture", async ({ page }) => {
  await page.goto(`/customers?searchTerm=${encodeURIComponent(NAME)}`);
  await rowOf(page, NAME).getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/customers\/view-customer\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;

  await expect(page.getByRole("heading", { name: NAME })).toBeVisible();
  await expect(detail(page, "Customer ID")).toHaveText(id);
  await expect(detail(page, "Father's Name")).toHaveText("Custspec Ahmed Raza");
  await expect(detail(page, "Email")).toHaveText("custspec.bilal@example.pk");
  await expect(detail(page, "Date of Birth")).toHaveText("15-07-2004");
  await expect(detail(page, "Joining Date")).toHaveText("10-01-2026");
  await expect(detail(page, "Gender")).toHaveText("Male");
  await expect(detail(page, "City")).toHaveText("Multan");
  await expect(detail(page, "Contact")).toHaveText("0300-1234567");
  await expect(detail(page, "Emergency Contact")).toHaveText("0321-7654321");
  await expect(detail(page, "Department")).toHaveText("Computer Science");
  await expect(detail(page, "Year")).toHaveText("2");
  await expect(detail(page, "Semester")).toHaveText("3");
  await expect(detail(page, "Blood Group")).toHaveText("B+");
  await expect(detail(page, "Current Address")).toHaveText("—");

  const picture = page.getByRole("img", { name: `Picture of ${NAME}` });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("src", /^\/uploads\/.+/);
  await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(2);

  await page.goto("/customers/view-customer/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("No customer data available.")).toBeVisible();
});

test("an edit changes a field and keeps the rest", async ({ page }) => {
  await page.goto(`/customers?searchTerm=${encodeURIComponent(NAME)}`);
  await rowOf(page, NAME).getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/customers\/edit-customer\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(NAME);
  await expect(page.getByLabel("Date of Birth")).toHaveValue("15-07-2004");
  await expect(page.getByRole("img", { name: "Picture preview" })).toBeVisible();

  await hydrated(page.getByRole("button", { name: "Update Customer" }));
  await page.getByLabel("City").fill("Lahore");
  await page.getByLabel("Contact Number").fill("0300-7654321");
  await page.getByRole("button", { name: "Update Customer" }).click();
  await expect(page.getByText("Customer has been updated!")).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);

  await search(page, NAME);
  await expect(rowOf(page, NAME).getByRole("cell").nth(3)).toHaveText("0300-7654321");
  await rowOf(page, NAME).getByRole("link", { name: "View" }).click();
  await expect(detail(page, "City")).toHaveText("Lahore");
  await expect(detail(page, "Father's Name")).toHaveText("Custspec Ahmed Raza");
  await expect(page.getByRole("img", { name: `Picture of ${NAME}` })).toBeVisible();
});

test("the list pages by ten, numbering rows on across pages", async ({ page }) => {
  for (let index = 1; index <= 11; index += 1) {
    const number = String(index).padStart(2, "0");
    const response = await page.request.post("/api/students/add-student", {
      multipart: {
        studentName: `${PAGING_PREFIX} Resident ${number}`,
        fatherName: `${PAGING_PREFIX} Father`,
        contactNumber: `0300-00000${number}`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto("/customers");
  await search(page, PAGING_PREFIX.toUpperCase());
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  const previous = pagination.getByRole("button", { name: "Previous" });
  const next = pagination.getByRole("button", { name: "Next" });
  await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(11);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // Newest first: the last one added heads page 1.
  await expect(page.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(nameCell(`${PAGING_PREFIX} Resident 11`));

  await next.click();
  await expect(pagination.getByText("Page 2 of 2")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "11",
    nameCell(`${PAGING_PREFIX} Resident 01`),
    "—",
    "0300-0000001",
    "—",
    "—",
    "",
  ]);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await previous.click();
  await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
  await expect(previous).toBeDisabled();

  // A new search starts again at page 1.
  await next.click();
  await expect(pagination.getByText("Page 2 of 2")).toBeVisible();
  await search(page, `${PAGING_PREFIX} Resident 0`);
  await expect(page).not.toHaveURL(/page=/);
  await expect(pagination.getByText("Page 1 of 1")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(10);
});

test("deleting asks first: Cancel keeps the customer, Delete removes it", async ({ page }) => {
  await page.goto(`/customers?searchTerm=${encodeURIComponent(NAME)}`);
  const row = rowOf(page, NAME);
  await (await hydrated(row.getByRole("button", { name: "Delete" }))).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Deletion")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Customer deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No data found.")).toBeVisible();
});
