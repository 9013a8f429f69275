import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { signInViaApi } from "./support";

// Names and the room number only this spec uses, so its records can be found (and cleaned up) again.
const ROOM = "Room 35";
const CUSTOMER = "Dashboard Spec Customer";
const STAFF = "Dashboard Spec Staff";
const WORKER = "Dashboard Spec Worker";
const JOB = "Dashboard Spec Job";

const CARD_TITLES = [
  "Total Income",
  "Total Customers",
  "Total Rooms",
  "Total Bookings",
  "Security Charges",
  "Total Staffs",
  "Total Workers",
  "Paid Salaries",
  "Maintenance Cost",
] as const;
type CardTitle = (typeof CARD_TITLES)[number];
const MONEY_CARDS = new Set<CardTitle>(["Total Income", "Security Charges", "Paid Salaries", "Maintenance Cost"]);

/** 'YYYY-MM' → 'November 2026', as the chart's table names its rows. */
function monthTitle(yearMonth: string): string {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  return `${new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${year}`;
}

/** 'PKR 12,500' or '1,234' → the number. */
function figure(text: string | null): number {
  const digits = (text ?? "").replace(/PKR|,|\s/g, "");
  expect(digits, `a figure, got "${text}"`).toMatch(/^-?\d+$/);
  return Number(digits);
}

const card = (page: Page, title: CardTitle) => page.getByRole("region", { name: title, exact: true });
const filterOf = (page: Page, title: "Total Income" | "Security Charges") =>
  card(page, title).getByRole("group", { name: `${title} payment mode` });

interface Figures {
  cards: Record<CardTitle, number>;
  bedsTaken: number;
  bedsTotal: number;
  thisMonth: number;
}

/** Every figure the dashboard shows now, with the chart's bar of the current month. */
async function readFigures(page: Page): Promise<Figures> {
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const cards = {} as Record<CardTitle, number>;
  for (const title of CARD_TITLES) {
    const text = await card(page, title).getByTestId("stat-value").textContent();
    // Amounts in PKR with thousands separators, counts plain.
    expect(text).toMatch(MONEY_CARDS.has(title) ? /^PKR \d{1,3}(,\d{3})*$/ : /^\d{1,3}(,\d{3})*$/);
    cards[title] = figure(text);
  }
  const month = hostelTime(new Date()).yearMonth;
  const chart = page.getByRole("table", { name: /^Income by month/ });
  await expect(chart.getByRole("rowheader", { name: monthTitle(month) })).toHaveCount(1);
  return {
    cards,
    bedsTaken: figure(await page.getByTestId("beds-taken").textContent()),
    bedsTotal: figure(await page.getByTestId("beds-total").textContent()),
    thisMonth: figure(await chart.locator(`tr[data-month="${month}"] td`).textContent()),
  };
}

/** Income and security charges under each filter (All, with every other figure; Cash; Bank Transfer), read from the URL the filters make. */
async function readDashboard(page: Page) {
  const read = async (mode: "all" | "cash" | "bank_transfer", label: "All" | "Cash" | "Bank Transfer") => {
    await page.goto(mode === "all" ? "/" : `/?incomeMode=${mode}&securityMode=${mode}`);
    for (const title of ["Total Income", "Security Charges"] as const) {
      await expect(filterOf(page, title).getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "true");
    }
    return readFigures(page);
  };
  return { all: await read("all", "All"), cash: await read("cash", "Cash"), bank: await read("bank_transfer", "Bank Transfer") };
}

async function ok<T = { data: { _id: string } }>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The rows of a list call that match a search term (rooms and bookings wrap theirs in `data`). */
async function search(request: APIRequestContext, path: string, key: string, term: string): Promise<{ _id: string }[]> {
  const body = await ok<Record<string, unknown> & { data?: Record<string, unknown> }>(
    await request.get(`/api/${path}?searchTerm=${encodeURIComponent(term)}`),
  );
  return ((body.data?.[key] ?? body[key]) as { _id: string }[] | undefined) ?? [];
}

/** Removes what an earlier, interrupted run of this spec may have left, dependants first. */
async function removeLeftovers(request: APIRequestContext) {
  const removals: [list: string, key: string, term: string, remove: string][] = [
    ["bookings/get-bookings", "bookings", ROOM, "bookings/delete-booking"],
    ["salary/get-salaries", "salaries", STAFF, "salary/delete-salary"],
    ["staffs/get-staffs", "staffMembers", STAFF, "staffs/delete-staff"],
    ["workers/get-workers", "workers", WORKER, "workers/delete-worker"],
    ["rooms/get-rooms", "rooms", ROOM, "rooms/delete-room"],
    ["students/get-students", "students", CUSTOMER, "students/delete-student"],
    ["maintenance/get-maintenances", "maintenance", JOB, "maintenance/delete-maintenance"],
  ];
  for (const [list, key, term, remove] of removals) {
    for (const row of await search(request, list, key, term)) await ok(await request.delete(`/api/${remove}/${row._id}`));
  }
}

test("the dashboard figures change by exactly the records created", async ({ page }) => {
  test.setTimeout(90_000);
  await signInViaApi(page);
  const request = page.request;
  await removeLeftovers(request);

  const before = await readDashboard(page);

  const created: string[] = []; // delete paths, in the order of creation
  const failedCleanup: string[] = [];
  try {
    const customer = await ok(
      await request.post("/api/students/add-student", {
        multipart: { studentName: CUSTOMER, fatherName: "Dashboard Spec Father", contactNumber: "03001234567" },
      }),
    );
    created.push(`/api/students/delete-student/${customer.data._id}`);
    const room = await ok(
      await request.post("/api/rooms/add-room", {
        data: { roomNumber: ROOM, roomType: "triple", floorNumber: "second", capacity: 3, monthlyRent: 9000 },
      }),
    );
    created.push(`/api/rooms/delete-room/${room.data._id}`);
    const booking = await ok(
      await request.post("/api/bookings/add-booking", {
        data: {
          studentId: customer.data._id,
          selectedRoom: room.data._id,
          bookingDate: hostelTime(new Date()).date,
          durationType: "months",
          durationValue: 1,
          paymentMode: "cash",
          advancedPayment: 4000,
          securityCharges: 2000,
          securityPaymentMode: "bank_transfer",
        },
      }),
    );
    created.push(`/api/bookings/delete-booking/${booking.data._id}`);
    await ok(await request.put(`/api/bookings/update-booking/${booking.data._id}`, { data: { paymentAmount: 1000 } }));

    const staff = await ok(
      await request.post("/api/staffs/add-staff", {
        multipart: { fullName: STAFF, phone: "03007654321", address: "Dashboard Spec Street", salary: "30000" },
      }),
    );
    created.push(`/api/staffs/delete-staff/${staff.data._id}`);
    const worker = await ok(await request.post("/api/workers/add-worker", { multipart: { fullName: WORKER, salary: "18000" } }));
    created.push(`/api/workers/delete-worker/${worker.data._id}`);
    const salary = await ok(
      await request.post("/api/salary/add-salary", {
        data: {
          employeeType: "Staff",
          employeeId: staff.data._id,
          basicSalary: 30000,
          allowances: 2000,
          deductions: 500,
          salaryMonth: hostelTime(new Date()).yearMonth,
        },
      }),
    );
    created.push(`/api/salary/delete-salary/${salary.data._id}`);
    const job = await ok(
      await request.post("/api/maintenance/add-maintenance", {
        data: { title: JOB, maintenanceType: "Plumbing", location: ROOM, issueDescription: "Leaking tap", totalCost: 1500 },
      }),
    );
    created.push(`/api/maintenance/delete-maintenance/${job.data._id}`);

    const after = await readDashboard(page);
    const change = (which: "all" | "cash" | "bank", title: CardTitle) => after[which].cards[title] - before[which].cards[title];

    expect(change("all", "Total Customers")).toBe(1);
    expect(change("all", "Total Rooms")).toBe(1);
    expect(change("all", "Total Bookings")).toBe(1);
    expect(change("all", "Total Staffs")).toBe(1);
    expect(change("all", "Total Workers")).toBe(1);
    expect(change("all", "Paid Salaries")).toBe(31500);
    expect(change("all", "Maintenance Cost")).toBe(1500);
    // Advance 4000 plus a payment of 1000, both by cash.
    expect(change("all", "Total Income")).toBe(5000);
    expect(change("cash", "Total Income")).toBe(5000);
    expect(change("bank", "Total Income")).toBe(0);
    // The security charges were paid by bank transfer.
    expect(change("all", "Security Charges")).toBe(2000);
    expect(change("cash", "Security Charges")).toBe(0);
    expect(change("bank", "Security Charges")).toBe(2000);
    expect(after.all.bedsTaken - before.all.bedsTaken).toBe(1);
    expect(after.all.bedsTotal - before.all.bedsTotal).toBe(3);
    // The chart follows the income filter: this month's bar grew by the same payments.
    expect(after.all.thisMonth - before.all.thisMonth).toBe(5000);
    expect(after.cash.thisMonth - before.cash.thisMonth).toBe(5000);
    expect(after.bank.thisMonth - before.bank.thisMonth).toBe(0);
  } finally {
    // Dependants first: the salary, then the people, the booking, its room and customer, the job.
    const order = ["/salary/", "/staffs/", "/workers/", "/bookings/", "/rooms/", "/students/", "/maintenance/"];
    created.sort((a, b) => order.findIndex((part) => a.includes(part)) - order.findIndex((part) => b.includes(part)));
    for (const path of created) {
      const response = await request.delete(path);
      if (!response.ok()) failedCleanup.push(`${path}: ${response.status()} ${await response.text()}`);
    }
  }
  expect(failedCleanup).toEqual([]);

  // Everything removed: the figures are back where they were, except the money received. Deleting a
  // booking never deletes its payments: the 5,000 stays in the income, as on its receipts.
  await page.goto("/");
  const restored = await readFigures(page);
  expect(restored.cards).toEqual({ ...before.all.cards, "Total Income": before.all.cards["Total Income"] + 5000 });
  expect([restored.bedsTaken, restored.bedsTotal, restored.thisMonth]).toEqual([
    before.all.bedsTaken,
    before.all.bedsTotal,
    before.all.thisMonth + 5000,
  ]);
});

test("the income and security filters are independent, and an unknown value means All", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/?incomeMode=cash&securityMode=nonsense");
  await expect(filterOf(page, "Total Income").getByRole("link", { name: "Cash", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(filterOf(page, "Security Charges").getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(card(page, "Total Income").getByText("Booking payments received by cash")).toBeVisible();

  // Changing one filter keeps the other.
  await filterOf(page, "Security Charges").getByRole("link", { name: "Bank Transfer", exact: true }).click();
  await expect.poll(() => new URL(page.url()).search).toBe("?incomeMode=cash&securityMode=bank_transfer");
  await filterOf(page, "Total Income").getByRole("link", { name: "All", exact: true }).click();
  await expect.poll(() => new URL(page.url()).search).toBe("?securityMode=bank_transfer");

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(filterOf(page, "Security Charges").getByRole("link", { name: "Bank Transfer", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(filterOf(page, "Security Charges").getByRole("link", { name: "All", exact: true })).not.toHaveAttribute("aria-current");
  await expect(filterOf(page, "Total Income").getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(card(page, "Security Charges").getByText("Security deposits paid by bank transfer")).toBeVisible();
});

test("each card opens its list screen", async ({ page }) => {
  await signInViaApi(page);
  const targets: [CardTitle, string][] = [
    ["Total Customers", "/customers"],
    ["Total Rooms", "/rooms"],
    ["Total Bookings", "/bookings"],
    ["Total Staffs", "/staffs"],
    ["Total Workers", "/workers"],
    ["Paid Salaries", "/salaries"],
    ["Maintenance Cost", "/maintenances"],
    ["Total Income", "/bookings"],
    ["Security Charges", "/bookings"],
  ];
  await page.goto("/");
  for (const [title, href] of targets) {
    await expect(card(page, title).getByRole("link", { name: title, exact: true })).toHaveAttribute("href", href);
  }
  await card(page, "Total Customers").getByRole("link", { name: "Total Customers", exact: true }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
});
