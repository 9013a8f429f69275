import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page, type Request } from "@playwright/test";
import { hydrated, signInViaApi } from "./support";

// Safe writes from the screens: a double submit stores one record, a save over someone else's newer
// one is refused with a way to reload, and a mistyped amount is never stored as some other number.
// Every record here is this spec's own: names start with PREFIX, rooms carry NOTE.

test.describe.configure({ mode: "serial" });

const PREFIX = "Safew";
const NOTE = "safe-writes-e2e";
const RUN = Date.now().toString(36);
const STALE = "This record was changed by someone else. Reload it to see the changes.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Row {
  _id: string;
  roomNumber?: string;
  notes?: string | null;
}

async function json<T = { data: Row }>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function customersNamed(request: APIRequestContext, name: string): Promise<Row[]> {
  const { students } = await json<{ students: (Row & { studentName: string })[] }>(
    await request.get(`/api/students/get-students?searchTerm=${encodeURIComponent(name)}`),
  );
  return students.filter((student) => student.studentName === name);
}

const allRooms = async (request: APIRequestContext) => (await json<{ data: Row[] }>(await request.get("/api/rooms/get-all-rooms"))).data;

async function freeRoomNumber(request: APIRequestContext, skip: string[] = []): Promise<string> {
  const taken = new Set([...(await allRooms(request)).map((room) => room.roomNumber), ...skip]);
  const free = Array.from({ length: 36 }, (_, index) => `Room ${36 - index}`).find((number) => !taken.has(number));
  expect(free, "a room number must be free for the safe-writes spec").toBeDefined();
  return free!;
}

/** Removes this spec's records (of this run or an interrupted earlier one): bookings, rooms, customers, staff. */
async function cleanUp(request: APIRequestContext) {
  const { data } = await json<{ data: { bookings: Row[] } }>(
    await request.get(`/api/bookings/get-bookings?searchTerm=${PREFIX}&limit=100`),
  );
  for (const booking of data.bookings) await json(await request.delete(`/api/bookings/delete-booking/${booking._id}`));
  for (const room of (await allRooms(request)).filter((room) => room.notes === NOTE)) {
    await json(await request.delete(`/api/rooms/delete-room/${room._id}`));
  }
  const { students } = await json<{ students: Row[] }>(await request.get(`/api/students/get-students?searchTerm=${PREFIX}&limit=100`));
  for (const student of students) await json(await request.delete(`/api/students/delete-student/${student._id}`));
  const { staffMembers } = await json<{ staffMembers: Row[] }>(await request.get(`/api/staffs/get-staffs?searchTerm=${PREFIX}&limit=100`));
  for (const member of staffMembers) await json(await request.delete(`/api/staffs/delete-staff/${member._id}`));
}

async function signedInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page);
  return page;
}

test.beforeAll(async ({ browser }) => {
  const page = await signedInPage(browser);
  await cleanUp(page.request);
  await page.context().close();
});

test.afterAll(async ({ browser }) => {
  const page = await signedInPage(browser);
  await cleanUp(page.request);
  await page.context().close();
});

/** The form's create requests, each held back a moment so a second click or Enter lands while the first is on its way. */
async function slowPosts(page: Page, path: string): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(`**/api${path}`, async (route) => {
    if (route.request().method() === "POST") {
      posts.push(route.request());
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    await route.continue();
  });
  return posts;
}

async function openAddCustomer(page: Page, name: string) {
  await page.goto("/customers/add-customer");
  await hydrated(page.getByRole("button", { name: "Add Customer" }));
  // Located by type, not name: while saving it reads "Saving...".
  const button = page.locator("main form button[type=submit]");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Father's Name").fill(`${PREFIX} Father`);
  await page.getByLabel("Contact Number").fill("0300-7654321");
  return button;
}

test("a double click or a double Enter on Add Customer stores one customer; a repeat with the form's key writes nothing", async ({
  page,
}) => {
  // As on a phone opening the panel over plain http: no crypto.randomUUID outside a secure context.
  await page.addInitScript(() => Object.defineProperty(Crypto.prototype, "randomUUID", { value: undefined, configurable: true }));
  await signInViaApi(page);

  const clicked = `${PREFIX} Double Click ${RUN}`;
  const clicks = await slowPosts(page, "/students/add-student");
  const button = await openAddCustomer(page, clicked);
  await button.dblclick();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText("Saving...");
  await expect(page.getByText("Customer has been added!")).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);
  expect(clicks).toHaveLength(1);
  const stored = await customersNamed(page.request, clicked);
  expect(stored).toHaveLength(1);

  const entered = `${PREFIX} Double Enter ${RUN}`;
  await openAddCustomer(page, entered);
  await page.getByLabel("Contact Number").press("Enter");
  await page.getByLabel("Contact Number").press("Enter");
  await expect(page.getByText("Customer has been added!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);
  expect(clicks).toHaveLength(2);
  expect(await customersNamed(page.request, entered)).toHaveLength(1);

  // Each opened form has a key of its own, made without crypto.randomUUID.
  const keys = await Promise.all(clicks.map((post) => post.headerValue("idempotency-key")));
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toMatch(UUID);
  expect(keys[0]).not.toBe(keys[1]);

  // The same request again (a retry after a lost answer) gets the first answer back, and no second customer.
  const repeat = await page.request.post("/api/students/add-student", {
    headers: { "content-type": (await clicks[0]!.headerValue("content-type"))!, "idempotency-key": keys[0]! },
    data: clicks[0]!.postDataBuffer()!,
  });
  expect((await json(repeat)).data._id).toBe(stored[0]!._id);
  expect(await customersNamed(page.request, clicked)).toHaveLength(1);
});

test("after a save the button stays disabled until the list is shown", async ({ page }) => {
  await signInViaApi(page);
  const name = `${PREFIX} Slow List ${RUN}`;
  const posts = await slowPosts(page, "/students/add-student");
  // The list's data is held back, so the form stays on screen a while after the customer is stored.
  await page.route("**/customers?*", async (route) => {
    if (route.request().headers()["rsc"]) await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const button = await openAddCustomer(page, name);
  await button.click();
  await expect(page.getByText("Customer has been added!")).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/add-customer$/);
  await expect(button).toBeDisabled();
  await page.getByLabel("Contact Number").press("Enter");
  await expect(page).toHaveURL(/\/customers$/);
  expect(posts).toHaveLength(1);
  expect(await customersNamed(page.request, name)).toHaveLength(1);
});

test("two admins save one booking: the second is told to reload, and after Reload its save goes through", async ({ browser }) => {
  const first = await signedInPage(browser);
  const second = await signedInPage(browser);
  const request = first.request;
  const customer = `${PREFIX} Stale Booking ${RUN}`;
  const studentId = (
    await json(
      await request.post("/api/students/add-student", {
        multipart: { studentName: customer, fatherName: `${PREFIX} Father`, contactNumber: "0300-1112233" },
      }),
    )
  ).data._id;
  const roomNumber = await freeRoomNumber(request);
  const roomId = (
    await json(await request.post("/api/rooms/add-room", { data: { roomNumber, capacity: 2, monthlyRent: 10000, notes: NOTE } }))
  ).data._id;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(new Date());
  const bookingId = (
    await json(
      await request.post("/api/bookings/add-booking", {
        data: { studentId, selectedRoom: roomId, bookingDate: today, notes: "as booked" },
      }),
    )
  ).data._id;
  const storedNotes = async () =>
    (await json<{ data: { notes: string | null } }>(await request.get(`/api/bookings/get-booking/${bookingId}`))).data.notes;

  for (const page of [first, second]) {
    await page.goto(`/bookings/edit-booking/${bookingId}`);
    await hydrated(page.getByRole("button", { name: "Update Booking" }));
    await expect(page.getByLabel("Notes")).toHaveValue("as booked");
  }

  await first.getByLabel("Notes").fill("first admin's notes");
  await first.getByRole("button", { name: "Update Booking" }).click();
  await expect(first.getByText("Booking updated successfully!")).toBeVisible();
  await expect(first).toHaveURL(/\/bookings$/);

  await second.getByLabel("Notes").fill("second admin's notes");
  await second.getByRole("button", { name: "Update Booking" }).click();
  const stale = second.getByRole("listitem").filter({ hasText: STALE });
  await expect(stale).toBeVisible();
  await expect(second).toHaveURL(/\/edit-booking\//);
  expect(await storedNotes()).toBe("first admin's notes");

  await stale.getByRole("button", { name: "Reload" }).click();
  await expect(second.getByLabel("Notes")).toHaveValue("first admin's notes");
  await expect(second.getByText(STALE)).toBeHidden();
  await hydrated(second.getByRole("button", { name: "Update Booking" }));
  await second.getByLabel("Notes").fill("second admin's notes, after reading the first's");
  await second.getByRole("button", { name: "Update Booking" }).click();
  await expect(second.getByText("Booking updated successfully!")).toBeVisible();
  await expect(second).toHaveURL(/\/bookings$/);
  expect(await storedNotes()).toBe("second admin's notes, after reading the first's");

  await first.context().close();
  await second.context().close();
});

test("an amount typed as 5OOO or 8k gets a field message and is never stored as another number", async ({ page }) => {
  await signInViaApi(page);
  const roomNumber = await freeRoomNumber(page.request);
  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));

  await page.goto("/rooms/add-rooms");
  const button = await hydrated(page.getByRole("button", { name: "Add Room" }));
  await page.getByLabel("Room Number").selectOption(roomNumber);
  await page.getByLabel("Capacity").fill("2");
  const rent = page.getByLabel("Monthly Rent (PKR)");
  await rent.fill("5OOO");
  await page.getByLabel("Notes").fill(NOTE);
  await button.click();
  await expect(rent).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: /^Monthly rent / })).toBeVisible();
  await expect(page).toHaveURL(/\/rooms\/add-rooms$/);
  await page.getByLabel("Additional Charges (PKR)").fill("8k");
  await page.getByLabel("Additional Charges (PKR)").blur();
  await expect(page.getByRole("alert").filter({ hasText: /^Additional charges / })).toBeVisible();
  expect(posts).toEqual([]);
  expect((await allRooms(page.request)).map((room) => room.roomNumber)).not.toContain(roomNumber);

  // The server refuses them too, whoever sends them.
  for (const [field, typed] of [
    ["monthlyRent", "5OOO"],
    ["monthlyRent", "12.5"],
    ["additionalCharges", "8k"],
    ["additionalCharges", "1e3"],
  ] as const) {
    const response = await page.request.post("/api/rooms/add-room", {
      data: { roomNumber, capacity: 2, monthlyRent: "5000", notes: NOTE, [field]: typed },
    });
    expect(response.status(), `${field} ${typed}`).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBeTruthy();
  }
  expect((await allRooms(page.request)).map((room) => room.roomNumber)).not.toContain(roomNumber);

  // Rupees with thousands commas are whole rupees: the room is added with the amount as typed.
  await rent.fill("15,000");
  await page.getByLabel("Additional Charges (PKR)").fill("1 500");
  await button.click();
  await expect(page.getByText("Room has been added!")).toBeVisible();
  const added = (await allRooms(page.request)).find((room) => room.roomNumber === roomNumber) as
    (Row & { monthlyRent: number; additionalCharges: number }) | undefined;
  expect(added).toMatchObject({ monthlyRent: 15000, additionalCharges: 1500 });
});

test("the live net salary shows no figure for 8k and reads 1,500 as 1500", async ({ page }) => {
  await signInViaApi(page);
  const name = `${PREFIX} Staff ${RUN}`;
  await json(
    await page.request.post("/api/staffs/add-staff", {
      multipart: { fullName: name, phone: "0300-1234567", address: "Hostel Road, Lahore", salary: "40000" },
    }),
  );

  await page.goto("/salaries/add-salary");
  await hydrated(page.getByRole("button", { name: "Add Salary" }));
  await page.getByLabel("Employee Type").selectOption("Staff");
  await page.getByLabel("Employee", { exact: true }).selectOption({ label: name });
  const net = page.getByLabel("Net Salary (PKR)");
  await expect(net).toHaveValue("40000");
  await page.getByLabel("Allowances (PKR)").fill("8k");
  await expect(net).toHaveValue("");
  await page.getByLabel("Allowances (PKR)").fill("1,500");
  await expect(net).toHaveValue("41500");
  await page.getByLabel("Deductions (PKR)").fill("5OOO");
  await expect(net).toHaveValue("");
});
