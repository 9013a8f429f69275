import { expect, request as requestApi, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, signInViaApi } from "./support";

// Names unique to this run, so other specs' records (and an earlier run's leftovers) never match the searches.
const RUN = Date.now().toString(36);
const STAFF = { name: `E2E Salary Staff ${RUN}`, salary: 40000 };
const WORKER = { name: `E2E Salary Worker ${RUN}`, salary: 25000 };
const ids = { staff: "", worker: "" };
let api: APIRequestContext;

/** Today on the hostel's clock (Asia/Karachi), as YYYY-MM-DD. */
const hostelDay = () => new Intl.DateTimeFormat("en-CA", { timeZone: process.env.HOSTEL_TIMEZONE || "Asia/Karachi" }).format(new Date());

async function addEmployee(path: string, name: string, salary: number): Promise<string> {
  const response = await api.post(path, {
    multipart: { fullName: name, phone: "0300-1234567", address: "Hostel Road, Lahore", salary: String(salary) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

async function search(page: Page, term: string) {
  await page.getByLabel("Search salaries").fill(term);
  await expect(page).toHaveURL(new RegExp(`searchTerm=${encodeURIComponent(term).replace(/%20/g, "(\\+|%20)")}`));
}

const staffRow = (page: Page) => page.getByRole("row", { name: new RegExp(STAFF.name) });
const paging = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const historyRows = (page: Page) => page.getByRole("table", { name: "Salary history" }).locator("tbody tr");

// The steps build on each other: add, list, view, edit, page, delete.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ baseURL }) => {
  api = await requestApi.newContext({ baseURL });
  await api.post("/api/auth/register", { data: ADMIN }); // 403 once an account exists
  expect((await api.post("/api/auth/login", { data: { email: ADMIN.email, password: ADMIN.password } })).status()).toBe(200);
  ids.staff = await addEmployee("/api/staffs/add-staff", STAFF.name, STAFF.salary);
  ids.worker = await addEmployee("/api/workers/add-worker", WORKER.name, WORKER.salary);
});

// Every salary of this run goes first: a salary keeps its employee from being deleted.
test.afterAll(async () => {
  const list = await api.get(`/api/salary/get-salaries?searchTerm=${encodeURIComponent(RUN)}`);
  const { salaries } = (await list.json()) as { salaries: { _id: string }[] };
  for (const salary of salaries) await api.delete(`/api/salary/delete-salary/${salary._id}`);
  if (ids.staff) expect((await api.delete(`/api/staffs/delete-staff/${ids.staff}`)).status()).toBe(200);
  if (ids.worker) expect((await api.delete(`/api/workers/delete-worker/${ids.worker}`)).status()).toBe(200);
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
});

test("the add form checks its fields: nothing chosen, and deductions beyond basic plus allowances", async ({ page }) => {
  await page.goto("/salaries/add-salary");
  await expect(page.getByRole("heading", { name: "Add Salary" })).toBeVisible();
  await page.getByLabel("Payment Date").fill("");
  await page.getByRole("button", { name: "Add Salary" }).click();
  await expect(page.getByText("Employee type is required")).toBeVisible();
  await expect(page.getByText("Employee is required")).toBeVisible();
  await expect(page.getByText("Salary month is required")).toBeVisible();
  await expect(page).toHaveURL(/\/salaries\/add-salary$/);

  await page.getByLabel("Employee Type").selectOption("Staff");
  await page.getByLabel("Employee", { exact: true }).selectOption({ label: STAFF.name });
  await page.getByLabel("Salary Month").fill("2025-04");
  await page.getByLabel("Deductions (PKR)").fill("50000");
  await expect(page.getByLabel("Net Salary (PKR)")).toHaveValue("-10000");
  await page.getByRole("button", { name: "Add Salary" }).click();
  await expect(page.getByText("Deductions cannot be more than the basic salary plus allowances")).toBeVisible();
  await expect(page).toHaveURL(/\/salaries\/add-salary$/);
});

test("add: the employee list follows the type; name, basic and net are filled, read-only and live", async ({ page }) => {
  await page.goto("/salaries");
  await page.getByRole("link", { name: "Add Salary" }).click();
  await expect(page).toHaveURL(/\/salaries\/add-salary$/);
  const type = page.getByLabel("Employee Type");
  const employee = page.getByLabel("Employee", { exact: true });
  const name = page.getByLabel("Employee Name");
  const basic = page.getByLabel("Basic Salary (PKR)");
  const net = page.getByLabel("Net Salary (PKR)");

  await expect(employee).toBeDisabled();
  const before = hostelDay();
  const paymentDate = page.getByLabel("Payment Date");
  await expect(paymentDate).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  expect([before, hostelDay()]).toContain((await paymentDate.inputValue()).slice(0, 10));
  await expect(page.getByLabel("Salary Month")).toHaveAttribute("type", "month");

  await type.selectOption("Worker");
  await expect(employee).toBeEnabled();
  await expect(employee.locator("option", { hasText: WORKER.name })).toHaveCount(1);
  await expect(employee.locator("option", { hasText: STAFF.name })).toHaveCount(0);
  await employee.selectOption({ label: WORKER.name });
  await expect(name).toHaveValue(WORKER.name);
  await expect(basic).toHaveValue(String(WORKER.salary));

  // Another type empties the choice and its salary.
  await type.selectOption("Staff");
  await expect(employee).toHaveValue("");
  await expect(name).toHaveValue("");
  await expect(basic).toHaveValue("");
  await expect(employee.locator("option", { hasText: WORKER.name })).toHaveCount(0);

  await employee.selectOption({ label: STAFF.name });
  await expect(name).toHaveValue(STAFF.name);
  await expect(basic).toHaveValue("40000");
  await expect(net).toHaveValue("40000");
  for (const locked of [name, basic, net]) await expect(locked).not.toBeEditable();

  await page.getByLabel("Allowances (PKR)").fill("5000");
  await expect(net).toHaveValue("45000");
  await page.getByLabel("Deductions (PKR)").fill("1500");
  await expect(net).toHaveValue("43500");
  await page.getByLabel("Salary Month").fill("2025-04");
  await paymentDate.fill("2025-04-30T11:15");
  await page.getByRole("button", { name: "Add Salary" }).click();
  await expect(page.getByText("Salary record created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/salaries$/);

  await expect(page.getByText(/^Total Salaries: \d+$/)).toBeVisible();
  await search(page, STAFF.name);
  await expect(page.getByText("Total Salaries: 1", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Salaries" }).locator("thead th")).toHaveText([
    "Sr #",
    "Employee Name",
    "Type",
    "Basic Salary",
    "Month",
    "Net Pay",
    "Actions",
  ]);
  await expect(staffRow(page).getByRole("cell")).toHaveText(["1", STAFF.name, "Staff", "PKR 40,000", "April 2025", "PKR 43,500", ""]);
});

test("view: the employee, the net salary and one history entry", async ({ page }) => {
  await page.goto(`/salaries?searchTerm=${encodeURIComponent(STAFF.name)}`);
  await staffRow(page).getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/salaries\/view-salary\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: STAFF.name })).toBeVisible();
  await expect(page.getByRole("link", { name: ids.staff })).toHaveAttribute("href", `/staffs/view-staff/${ids.staff}`);
  await expect(page.locator("dl").getByText("Type", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("Staff");
  await expect(page.locator("dl").getByText("Salary", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("PKR 43,500");
  await expect(page.getByRole("table", { name: "Salary history" }).locator("thead th")).toHaveText([
    "Basic Salary",
    "Allowances",
    "Deductions",
    "Net Salary",
    "Month",
    "Payment Date",
  ]);
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first().getByRole("cell")).toHaveText([
    "PKR 40,000",
    "PKR 5,000",
    "PKR 1,500",
    "PKR 43,500",
    "April 2025",
    "30-04-2025",
  ]);
});

test("edit: the employee is locked; new deductions append a history entry", async ({ page }) => {
  await page.goto(`/salaries?searchTerm=${encodeURIComponent(STAFF.name)}`);
  await staffRow(page).getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/salaries\/edit-salary\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Edit Salary" })).toBeVisible();
  const locked = { "Employee Name": STAFF.name, "Employee Type": "Staff", "Employee ID": ids.staff, "Basic Salary (PKR)": "40000" };
  for (const [label, value] of Object.entries(locked)) {
    await expect(page.getByLabel(label)).toHaveValue(value);
    await expect(page.getByLabel(label)).not.toBeEditable();
  }
  await expect(page.getByLabel("Allowances (PKR)")).toHaveValue("5000");
  await expect(page.getByLabel("Salary Month")).toHaveValue("2025-04");
  await expect(page.getByLabel("Payment Date")).toHaveValue("2025-04-30T11:15");
  await page.getByLabel("Deductions (PKR)").fill("3000");
  await expect(page.getByLabel("Net Salary (PKR)")).toHaveValue("42000");
  await page.getByRole("button", { name: "Update Salary" }).click();
  await expect(page.getByText("Salary updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/salaries$/);

  await search(page, STAFF.name);
  await expect(staffRow(page).getByRole("cell").nth(3)).toHaveText("PKR 40,000");
  await staffRow(page).getByRole("link", { name: "View" }).click();
  await expect(page.locator("dl").getByText("Salary", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("PKR 42,000");
  await expect(historyRows(page)).toHaveCount(2);
  await expect(historyRows(page).nth(0).getByRole("cell")).toHaveText([
    "PKR 40,000",
    "PKR 5,000",
    "PKR 1,500",
    "PKR 43,500",
    "April 2025",
    "30-04-2025",
  ]);
  await expect(historyRows(page).nth(1).getByRole("cell")).toHaveText([
    "PKR 40,000",
    "PKR 5,000",
    "PKR 3,000",
    "PKR 42,000",
    "April 2025",
    "30-04-2025",
  ]);
});

test("list: paging over more than ten of this run's salaries", async ({ page }) => {
  for (let month = 1; month <= 10; month++) {
    const response = await api.post("/api/salary/add-salary", {
      data: {
        employeeType: "Worker",
        employeeId: ids.worker,
        basicSalary: WORKER.salary,
        salaryMonth: `2024-${String(month).padStart(2, "0")}`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto(`/salaries?searchTerm=${encodeURIComponent(RUN)}`);
  await expect(page.getByText("Total Salaries: 11", { exact: true })).toBeVisible();
  await expect(paging(page).getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByRole("table", { name: "Salaries" }).locator("tbody tr")).toHaveCount(10);
  await expect(paging(page).getByRole("button", { name: "Previous" })).toBeDisabled();
  await paging(page).getByRole("button", { name: "Next" }).click();
  await expect(paging(page).getByText("Page 2 of 2")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  // Newest first: the staff member's salary, added before the ten, is the eleventh.
  await expect(staffRow(page).getByRole("cell").first()).toHaveText("11");
  await expect(paging(page).getByRole("button", { name: "Next" })).toBeDisabled();
});

test("delete: the dialog asks first, then the salary is gone", async ({ page }) => {
  await page.goto(`/salaries?searchTerm=${encodeURIComponent(STAFF.name)}`);
  await staffRow(page).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Deletion")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(staffRow(page)).toBeVisible();

  await staffRow(page).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Salary deleted successfully!")).toBeVisible();
  await expect(staffRow(page)).toHaveCount(0);
  await expect(page.getByText("Total Salaries: 0", { exact: true })).toBeVisible();
});
