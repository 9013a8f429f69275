import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInViaApi } from "./support";

// The records behind 'Fill from records' are made in a month no other spec uses, and carry this tag.
const TAG = "HistE2E";
const MONTH = "2024-03";
const MONTH_TEXT = "March 2024";
const ROOM = "Room 34";

type Figures = Record<string, number> & { month: string };

interface Made {
  customer?: string;
  room?: string;
  booking?: string;
  staff?: string;
  salary?: string;
  job?: string;
}

async function ok<T>(response: Promise<import("@playwright/test").APIResponse>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}

async function figuresOfMonth(request: APIRequestContext): Promise<Figures> {
  return (await ok<{ data: Figures }>(request.get(`/api/history/fill-from-records?month=${MONTH}`))).data;
}

/** Removes what this spec makes (also the leftovers of an interrupted run), in an order the references allow. */
async function removeRecords(request: APIRequestContext) {
  const remove = async (path: string) => {
    const status = (await request.delete(path)).status();
    expect([200, 404]).toContain(status);
  };
  const { histories } = await ok<{ histories: { _id: string; month: string }[] }>(request.get("/api/history/get-all-histories"));
  for (const history of histories.filter((row) => row.month.startsWith(MONTH_TEXT)))
    await remove(`/api/history/delete-history/${history._id}`);
  const { data } = await ok<{ data: { bookings: { _id: string; studentName: string }[] } }>(
    request.get(`/api/bookings/get-bookings?searchTerm=${TAG}&limit=100`),
  );
  for (const booking of data.bookings.filter((row) => row.studentName.includes(TAG)))
    await remove(`/api/bookings/delete-booking/${booking._id}`);
  const rooms = await ok<{ data: { rooms: { _id: string; roomNumber: string }[] } }>(
    request.get(`/api/rooms/get-rooms?searchTerm=${encodeURIComponent(ROOM)}`),
  );
  for (const room of rooms.data.rooms.filter((row) => row.roomNumber === ROOM)) await remove(`/api/rooms/delete-room/${room._id}`);
  const { students } = await ok<{ students: { _id: string; studentName: string }[] }>(
    request.get(`/api/students/get-students?searchTerm=${TAG}`),
  );
  for (const student of students.filter((row) => row.studentName.includes(TAG)))
    await remove(`/api/students/delete-student/${student._id}`);
  const { salaries } = await ok<{ salaries: { _id: string; fullName: string }[] }>(
    request.get(`/api/salary/get-salaries?searchTerm=${TAG}`),
  );
  for (const salary of salaries.filter((row) => row.fullName.includes(TAG))) await remove(`/api/salary/delete-salary/${salary._id}`);
  const { staffMembers } = await ok<{ staffMembers: { _id: string; fullName: string }[] }>(
    request.get(`/api/staffs/get-staffs?searchTerm=${TAG}`),
  );
  for (const member of staffMembers.filter((row) => row.fullName.includes(TAG))) await remove(`/api/staffs/delete-staff/${member._id}`);
  const { maintenance } = await ok<{ maintenance: { _id: string; title: string }[] }>(request.get("/api/maintenance/get-all-maintenance"));
  for (const job of maintenance.filter((row) => row.title.includes(TAG))) await remove(`/api/maintenance/delete-maintenance/${job._id}`);
  // Money out is never deleted: the spec's bill is voided, and counts nowhere afterwards.
  const { expenses } = await ok<{ expenses: { _id: string; paidTo: string; voidedAt: string | null }[] }>(
    request.get(`/api/expenses?month=${MONTH}&searchTerm=${TAG}`),
  );
  for (const expense of expenses.filter((row) => row.paidTo.includes(TAG) && !row.voidedAt)) {
    await ok(request.post(`/api/expenses/${expense._id}/void`, { data: { reason: "End of the histories spec" } }));
  }
}

/** A customer, Room 34 with a booking, a staff member with a salary, a paid maintenance job and the electricity bill, all in March 2024. */
async function makeRecords(request: APIRequestContext): Promise<Made> {
  type Created = { data: { _id: string } };
  const made: Made = {};
  made.customer = (
    await ok<Created>(
      request.post("/api/students/add-student", {
        multipart: { studentName: `${TAG} Bilal`, fatherName: "Rashid", contactNumber: "0300-1234567", joinDate: "2024-03-02" },
      }),
      201,
    )
  ).data._id;
  made.room = (
    await ok<Created>(request.post("/api/rooms/add-room", { data: { roomNumber: ROOM, capacity: 2, monthlyRent: 15000 } }), 201)
  ).data._id;
  made.booking = (
    await ok<Created>(
      request.post("/api/bookings/add-booking", {
        data: {
          studentId: made.customer,
          selectedRoom: made.room,
          bookingDate: "2024-03-05",
          durationType: "months",
          durationValue: 1,
          securityCharges: 7000,
        },
      }),
      201,
    )
  ).data._id;
  made.staff = (
    await ok<Created>(
      request.post("/api/staffs/add-staff", {
        multipart: {
          fullName: `${TAG} Naveed`,
          phone: "0301-7654321",
          address: "Gulberg, Lahore",
          joinDate: "2024-03-01",
          salary: "30000",
        },
      }),
      201,
    )
  ).data._id;
  made.salary = (
    await ok<Created>(
      request.post("/api/salary/add-salary", {
        data: {
          employeeType: "Staff",
          employeeId: made.staff,
          basicSalary: 30000,
          allowances: 2000,
          deductions: 500,
          salaryMonth: MONTH,
          paymentDate: "2024-03-31",
        },
      }),
      201,
    )
  ).data._id;
  made.job = (
    await ok<Created>(
      request.post("/api/maintenance/add-maintenance", {
        data: {
          title: `${TAG} Water pump`,
          maintenanceType: "Plumbing",
          location: "Roof",
          issueDescription: "The pump hums but does not lift water.",
          totalCost: 4200,
          paymentDate: "2024-03-20",
        },
      }),
      201,
    )
  ).data._id;
  await ok(
    request.post("/api/expenses", {
      multipart: { spentOn: "2024-03-10", category: "Electricity bill", amount: "18500", paidTo: `${TAG} LESCO`, mode: "bank_transfer" },
    }),
    201,
  );
  return made;
}

const FIGURE_LABELS: [string, string][] = [
  ["students", "Total Students"],
  ["bookings", "Bookings"],
  ["staff", "Staff"],
  ["workers", "Workers"],
  ["staffSalary", "Staff Salary"],
  ["workerSalary", "Worker Salary"],
  ["totalSalary", "Total Salary"],
  ["securityCharges", "Security Charges"],
  ["maintenanceCost", "Maintenance Cost"],
  ["paidAmount", "Paid Amount"],
  ["receivedAmount", "Received Amount"],
];

const BILLS: [string, string][] = [
  ["Electricity Bill", "18500"],
  ["Water Bill", "1500"],
  ["Gas Bill", "3200"],
  ["Internet Bill", "2500"],
  ["Other Bills", "900"],
];

const pkr = (amount: number) => `PKR ${amount.toLocaleString("en-US")}`;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
  await removeRecords(page.request);
});

test.afterEach(async ({ page }) => {
  await removeRecords(page.request);
});

test("a monthly history filled from the records: save, list, view, print, edit and delete", async ({ page }, testInfo) => {
  test.setTimeout(90_000); // a long walk through five screens, on a shared CI machine
  // What the month held before this spec's records; the records add to it.
  const before = await figuresOfMonth(page.request);
  await makeRecords(page.request);
  const added: Record<string, number> = {
    students: 1,
    bookings: 1,
    staff: 1,
    workers: 0,
    staffSalary: 31500,
    workerSalary: 0,
    totalSalary: 31500,
    securityCharges: 7000,
    maintenanceCost: 4200,
    electricityBill: 18500,
    // The month's money out: the salary, the job and the bill, as the profit report counts them.
    paidAmount: 31500 + 4200 + 18500,
    // The booking's security deposit, received on its check-in day; its payments are recorded today.
    receivedAmount: 7000,
  };
  const expected = Object.fromEntries(Object.entries(added).map(([name, value]) => [name, (before[name] ?? 0) + value])) as Record<
    string,
    number
  >;

  await page.goto("/histories");
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(page.getByText(/^Total Histories: \d+$/)).toBeVisible();
  await page.getByRole("link", { name: "Add History" }).click();
  await expect(page).toHaveURL(/\/histories\/add-history$/);
  await expect(page.getByRole("heading", { name: "Add History" })).toBeVisible();

  await page.getByLabel("Month of the records").fill(MONTH);
  await page.getByRole("button", { name: "Fill from records" }).click();
  await expect(page.getByText(`Figures of ${MONTH_TEXT} filled from the records.`).first()).toBeVisible();
  await expect(field(page, "Month")).toHaveValue(MONTH_TEXT);
  for (const [name, label] of FIGURE_LABELS) await expect(field(page, label), label).toHaveValue(String(expected[name]));
  // The bills come from the month's expenses by category; what is typed over them is what is saved.
  await expect(field(page, "Electricity Bill")).toHaveValue(String(expected.electricityBill));
  for (const [label, value] of BILLS) await field(page, label).fill(value);
  await page.getByRole("button", { name: "Save History" }).click();
  await expect(page.getByText("Monthly history saved!")).toBeVisible();
  await expect(page).toHaveURL(/\/histories$/);

  // The list: its total and columns; searching the month finds the record.
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([
    "Sr #",
    "Total Students",
    "Paid Amount",
    "Received Amount",
    "Month",
    "Actions",
  ]);
  await page.getByPlaceholder("Search by month").fill(MONTH_TEXT);
  await expect(page).toHaveURL(/searchTerm=March(\+|%20)2024/);
  await expect(page.getByText("Total Histories: 1")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(MONTH_TEXT) });
  await expect(row.getByRole("cell")).toHaveText([
    "1",
    String(expected.students),
    pkr(expected.paidAmount!),
    pkr(expected.receivedAmount!),
    MONTH_TEXT,
    "",
  ]);

  // The report: the hostel's name, every figure in PKR, created and updated dates.
  await row.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/histories\/view-history\/[0-9a-f-]{36}$/);
  const report = page.locator("article");
  await expect(report.getByRole("heading", { name: process.env.E2E_HOSTEL_NAME })).toBeVisible();
  await expect(report.getByText("Monthly History Report")).toBeVisible();
  const valueOf = (label: string) =>
    report
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
      .getByRole("cell");
  await expect(valueOf("Total Students")).toHaveText(String(expected.students));
  await expect(valueOf("Staff Salary")).toHaveText(pkr(expected.staffSalary!));
  await expect(valueOf("Security Charges")).toHaveText(pkr(expected.securityCharges!));
  await expect(valueOf("Maintenance Cost")).toHaveText(pkr(expected.maintenanceCost!));
  await expect(valueOf("Electricity Bill")).toHaveText("PKR 18,500");
  await expect(valueOf("Other Bills")).toHaveText("PKR 900");
  await expect(valueOf("Created At")).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
  await expect(valueOf("Updated At")).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
  await expect(page.getByRole("button", { name: "Print Report" })).toBeVisible();

  // Print preview: only the report, black on white, on one A4 page.
  await page.emulateMedia({ media: "print" });
  await testInfo.attach("history-report-print", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print Report" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Edit" })).toBeHidden();
  await expect(report.getByRole("heading", { name: process.env.E2E_HOSTEL_NAME })).toBeVisible();
  await expect(valueOf("Electricity Bill")).toBeVisible();
  await expect(valueOf("Total Salary")).toHaveText(pkr(expected.totalSalary!));
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  await testInfo.attach("history-report.pdf", { body: Buffer.from(pdf, "latin1"), contentType: "application/pdf" });
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages, "one page").toHaveLength(1);
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 594\.9\d* 841\.9\d*\s*\]/); // A4 in points
  await page.emulateMedia({ media: "screen" });

  // Edit: the figures come back; a corrected bill is saved.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit History" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Fill from records" })).toHaveCount(0);
  await expect(field(page, "Month")).toHaveValue(MONTH_TEXT);
  await expect(field(page, "Staff Salary")).toHaveValue(String(expected.staffSalary));
  await expect(field(page, "Electricity Bill")).toHaveValue("18500");
  await field(page, "Electricity Bill").fill("19250");
  await page.getByRole("button", { name: "Update History" }).click();
  await expect(page.getByText("History has been updated!")).toBeVisible();
  await expect(page).toHaveURL(/\/histories$/);

  await page.getByPlaceholder("Search by month").fill(MONTH_TEXT);
  // The search applies after a pause: wait for it, or its navigation would undo the click on View.
  await expect(page).toHaveURL(/searchTerm=/);
  await expect(page.getByText("Total Histories: 1")).toBeVisible();
  await page
    .getByRole("row", { name: new RegExp(MONTH_TEXT) })
    .getByRole("link", { name: "View" })
    .click();
  await expect(valueOf("Electricity Bill")).toHaveText("PKR 19,250");

  // Delete from the report: 'Confirm Deletion', then back to the list without it.
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog").getByText("Confirm Deletion")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("History deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/histories$/);
  await page.getByPlaceholder("Search by month").fill(MONTH_TEXT);
  await expect(page.getByText("No data found.")).toBeVisible();
});

test("the list deletes with the dialog; 'Fill from records' asks for a month and shows the server's message", async ({ page }) => {
  const created = await ok<{ data: { _id: string } }>(
    page.request.post("/api/history/add-history", { data: { month: `${MONTH_TEXT} ${TAG}`, students: 3 } }),
    201,
  );
  expect(created.data._id).toBeTruthy();

  await page.goto(`/histories?searchTerm=${encodeURIComponent(`${MONTH_TEXT} ${TAG}`)}`);
  await expect(page.getByText("Total Histories: 1")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(TAG) });
  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("History deleted successfully!")).toBeVisible();
  await expect(page.getByText("No data found.")).toBeVisible();

  await page.goto("/histories/add-history");
  // Retried until the form has hydrated (a click before that does nothing).
  await expect(async () => {
    await page.getByLabel("Month of the records").fill("");
    await page.getByRole("button", { name: "Fill from records" }).click();
    await expect(page.getByText("Choose a month first")).toBeVisible({ timeout: 1000 });
  }).toPass();

  await field(page, "Month").fill("");
  await page.route("**/api/history/fill-from-records?*", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "The records are busy; try again in a minute." }),
    }),
  );
  await page.getByLabel("Month of the records").fill(MONTH);
  await page.getByRole("button", { name: "Fill from records" }).click();
  await expect(page.getByText("The records are busy; try again in a minute.").first()).toBeVisible();
  await expect(field(page, "Month")).toHaveValue("");
});

test("in Urdu the month reads in Urdu on the report and the forms, and is stored in English", async ({ page }) => {
  const created = await ok<{ data: { _id: string } }>(
    page.request.post("/api/history/add-history", { data: { month: MONTH_TEXT, students: 3 } }),
    201,
  );
  await page.request.post("/api/language", { data: { language: "ur" } });
  try {
    await page.goto(`/histories/view-history/${created.data._id}`);
    const report = page.locator("article");
    await expect(report.getByText("مارچ 2024", { exact: true }).first()).toBeVisible();
    await expect(report).not.toContainText("March");

    // Edit shows the Urdu month and saves it back as the English one: one month, one record.
    await page.goto(`/histories/edit-history/${created.data._id}`);
    await expect(field(page, "مہینہ")).toHaveValue("مارچ 2024");
    await field(page, "کل رہائشی").fill("4");
    await page.getByRole("button", { name: "ماہانہ حساب اپ ڈیٹ کریں" }).click();
    await expect(page).toHaveURL(/\/histories$/);
    const { histories } = await ok<{ histories: { _id: string; month: string; students: number }[] }>(
      page.request.get("/api/history/get-all-histories"),
    );
    expect(histories.find((row) => row._id === created.data._id)).toMatchObject({ month: MONTH_TEXT, students: 4 });

    // 'Fill from records' names the month in Urdu too.
    await page.goto("/histories/add-history");
    await expect(async () => {
      await page.getByLabel("ریکارڈ کا مہینہ").fill(MONTH);
      await page.getByRole("button", { name: "ریکارڈ سے بھریں" }).click();
      await expect(field(page, "مہینہ")).toHaveValue("مارچ 2024", { timeout: 2000 });
    }).toPass();
  } finally {
    await page.request.post("/api/language", { data: { language: "en" } });
  }
});
