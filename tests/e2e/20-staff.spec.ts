import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInViaApi } from "./support";

// Every record of this spec carries PREFIX in its name, so searches and counts ignore other specs' records.
const PREFIX = "E2E Staff";
const MEMBER = {
  fullName: `${PREFIX} Ayesha Siddiqui`,
  email: "e2e.staff.ayesha@alnoor.pk",
  phone: "0321-4567890",
  cnic: "35202-7654321-2",
  dob: "09-03-1992",
  joinDate: "01-08-2024",
  designation: "Warden",
  department: "Administration",
  salary: "45000",
  address: "House 7, Street 12, Model Town, Lahore",
};
// A 2×2 PNG: real image bytes, as the server checks them.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

interface StaffRow {
  _id: string;
  fullName: string;
}

/** Deletes this spec's staff members (and any salary pointing at them) through the API. */
async function removeOurRecords(request: APIRequestContext) {
  const staff = (await (await request.get("/api/staffs/get-all-staffs")).json()) as { staffMembers: StaffRow[] };
  const ours = staff.staffMembers.filter((member) => member.fullName.startsWith(PREFIX));
  if (ours.length === 0) return;
  const salaries = (await (await request.get("/api/salary/get-all-salaries")).json()) as {
    salaries?: { _id: string; employeeId: string }[];
  };
  for (const salary of salaries.salaries ?? []) {
    if (ours.some((member) => member._id === salary.employeeId)) await request.delete(`/api/salary/delete-salary/${salary._id}`);
  }
  for (const member of ours) expect((await request.delete(`/api/staffs/delete-staff/${member._id}`)).status()).toBe(200);
}

/** The number in 'Total Staff: n'. */
async function totalStaff(page: Page): Promise<number> {
  const line = page.getByText(/^Total Staff: \d+$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.replace(/\D/g, ""));
}

/** Types into the search box; typing that lands before the page has hydrated is lost, so it types again until the URL follows. */
async function search(page: Page, term: string) {
  const box = page.getByRole("searchbox", { name: "Search staff" });
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

test("Add Staff asks for the required fields, then saves the member with a photo; the total grows", async ({ page }) => {
  await page.goto("/staffs");
  await expect(page.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
  const before = await totalStaff(page);

  await page.getByRole("link", { name: "Add Staff" }).click();
  await expect(page).toHaveURL(/\/staffs\/add-staff$/);
  await expect(page.getByRole("heading", { name: "Add Staff" })).toBeVisible();
  // A click that lands before the form has hydrated submits natively and reloads the page: click until the checks answer.
  await expect(async () => {
    await page.getByRole("button", { name: "Add Staff" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(page.getByText("Phone is required")).toBeVisible();
  await expect(page.getByText("Address is required")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Email").blur();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await expect(page).toHaveURL(/\/staffs\/add-staff(\?|$)/);

  await page.getByLabel("Full Name").fill(MEMBER.fullName);
  await page.getByLabel("Email").fill(MEMBER.email);
  await page.getByLabel("Phone").fill(MEMBER.phone);
  await page.getByLabel("CNIC").fill(MEMBER.cnic);
  await page.getByLabel("Date of Birth").fill(MEMBER.dob);
  await page.getByLabel("Gender").selectOption("Female");
  await page.getByLabel("Designation").fill(MEMBER.designation);
  await page.getByLabel("Department").fill(MEMBER.department);
  await page.getByLabel("Joining Date").fill(MEMBER.joinDate);
  await page.getByLabel("Salary").fill(MEMBER.salary);
  await page.getByLabel("Address").fill(MEMBER.address);
  await page.getByLabel("Photo").setInputFiles({ name: "ayesha.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Picture preview" })).toBeVisible();
  await expect(page.getByText("Full name is required")).toBeHidden();
  await page.getByRole("button", { name: "Add Staff" }).click();

  await expect(page.getByText("Staff added successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/staffs$/);
  await expect(page.getByText(`Total Staff: ${before + 1}`)).toBeVisible();
  const table = page.getByRole("table", { name: "Staff" });
  await expect(table.getByRole("columnheader")).toHaveText(["Sr #", "Name", "Email", "Phone", "CNIC", "Actions"]);

  await search(page, "ayesha siddiqui");
  await expect(page.getByText("Total Staff: 1", { exact: true })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  const cells = table.locator("tbody tr").first().locator("td");
  await expect(cells).toHaveText(["1", MEMBER.fullName, MEMBER.email, MEMBER.phone, MEMBER.cnic, ""]);
});

test("the list pages through the staff 10 at a time", async ({ page }) => {
  for (let index = 1; index <= 12; index++) {
    const number = String(index).padStart(2, "0");
    const response = await page.request.post("/api/staffs/add-staff", {
      multipart: { fullName: `${PREFIX} Paged ${number}`, phone: `0300-00000${number}`, address: "Staff quarters, Lahore" },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto("/staffs");
  await search(page, `${PREFIX} Paged`);
  await expect(page.getByText("Total Staff: 12", { exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Pagination" });
  const previous = nav.getByRole("button", { name: "Previous" });
  const next = nav.getByRole("button", { name: "Next" });
  const rows = page.getByRole("table", { name: "Staff" }).locator("tbody tr");
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

test("the view shows the member with the photo and the salary in PKR; Edit Staff saves changes", async ({ page }) => {
  await page.goto(`/staffs?searchTerm=${encodeURIComponent(MEMBER.fullName)}`);
  await page
    .getByRole("row", { name: new RegExp(MEMBER.fullName) })
    .getByRole("link", { name: "View" })
    .click();
  await expect(page).toHaveURL(/\/staffs\/view-staff\/[0-9a-f-]{36}$/);

  const details = page.locator("dl");
  const value = (label: string) =>
    details
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd");
  await expect(page.getByRole("heading", { name: MEMBER.fullName })).toBeVisible();
  await expect(value("Name")).toHaveText(MEMBER.fullName);
  await expect(value("Department")).toHaveText(MEMBER.department);
  await expect(value("Staff ID")).toHaveText(/^[0-9a-f-]{36}$/);
  await expect(value("Email")).toHaveText(MEMBER.email);
  await expect(value("Date of Birth")).toHaveText("09-03-1992");
  await expect(value("CNIC")).toHaveText(MEMBER.cnic);
  await expect(value("Gender")).toHaveText("Female");
  await expect(value("City")).toHaveText(MEMBER.address);
  await expect(value("Address")).toHaveText(MEMBER.address);
  await expect(value("Phone")).toHaveText(MEMBER.phone);
  await expect(value("Joining Date")).toHaveText("01-08-2024");
  await expect(value("Salary")).toHaveText("PKR 45,000");

  const photo = page.getByRole("img", { name: `Photo of ${MEMBER.fullName}` });
  await expect(photo).toHaveAttribute("src", /^\/uploads\/[\w-]+\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/staffs\/edit-staff\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Edit Staff" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue(MEMBER.fullName);
  await expect(page.getByLabel("Date of Birth")).toHaveValue(MEMBER.dob);
  await expect(page.getByLabel("Gender")).toHaveValue("Female");
  await expect(page.getByLabel("Salary")).toHaveValue(MEMBER.salary);
  await expect(page.getByLabel("Address")).toHaveValue(MEMBER.address);
  await expect(page.getByRole("img", { name: "Picture preview" })).toHaveAttribute("src", /^\/uploads\//);

  await page.getByLabel("Address").fill("");
  await page.getByLabel("Address").blur();
  await expect(page.getByText("Address is required")).toBeVisible();
  await page.getByLabel("Address").fill("Flat 3, Gulberg III, Lahore");
  await page.getByLabel("Salary").fill("52500");
  await page.getByLabel("Designation").fill("Senior Warden");
  await page.getByRole("button", { name: "Update Staff" }).click();
  await expect(page.getByText("Staff updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/staffs$/);

  await page.goto(`/staffs?searchTerm=${encodeURIComponent(MEMBER.fullName)}`);
  await page
    .getByRole("row", { name: new RegExp(MEMBER.fullName) })
    .getByRole("link", { name: "View" })
    .click();
  await expect(value("Salary")).toHaveText("PKR 52,500");
  await expect(value("Address")).toHaveText("Flat 3, Gulberg III, Lahore");
  await expect(value("Designation")).toHaveText("Senior Warden");
  await expect(value("Email")).toHaveText(MEMBER.email);
});

test("deleting asks first; a member with salary records is kept with the server's reason", async ({ page }) => {
  await page.goto(`/staffs?searchTerm=${encodeURIComponent(MEMBER.fullName)}`);
  const row = page.getByRole("row", { name: new RegExp(MEMBER.fullName) });
  await row.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Deletion")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await expect(page.getByText("Total Staff: 1", { exact: true })).toBeVisible();

  // A salary record refers to the member: the server refuses with a 409 and its message is shown.
  const id = (await row.getByRole("link", { name: "View" }).getAttribute("href"))!.split("/").pop()!;
  const salary = await page.request.post("/api/salary/add-salary", {
    data: { employeeType: "Staff", employeeId: id, basicSalary: 52500, salaryMonth: "2025-04" },
  });
  expect(salary.status(), await salary.text()).toBe(201);
  await row.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/still has 1 salary record/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  const salaryId = ((await salary.json()) as { data: { _id: string } }).data._id;
  expect((await page.request.delete(`/api/salary/delete-salary/${salaryId}`)).status()).toBe(200);

  await row.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Staff deleted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Total Staff: 0", { exact: true })).toBeVisible();
  await expect(page.getByText("No data found.")).toBeVisible();
});

test("deleting from the view goes back to the list", async ({ page }) => {
  await page.goto(`/staffs?searchTerm=${encodeURIComponent(`${PREFIX} Paged 01`)}`);
  await page
    .getByRole("row", { name: new RegExp(`${PREFIX} Paged 01`) })
    .getByRole("link", { name: "View" })
    .click();
  await expect(page).toHaveURL(/\/staffs\/view-staff\//);
  await expect(page.getByRole("heading", { name: `${PREFIX} Paged 01` })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Staff deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/staffs$/);
  await page.goto(`/staffs?searchTerm=${encodeURIComponent(`${PREFIX} Paged`)}`);
  await expect(page.getByText("Total Staff: 11", { exact: true })).toBeVisible();
});
