import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInViaApi, hydrated } from "./support";

// Room numbers are unique and only 36 exist, and other specs add rooms too: this spec owns Room 35
// (added through the form) and Room 36 (a one-bed room it fills with a booking), borrows a VIP number
// only if one is free, marks every room it adds with MARK in its notes and deletes them all at the end.
const MARK = "rooms-e2e";
const MAIN_ROOM = "Room 35";
const FULL_ROOM = "Room 36";
const VIP_NUMBERS = ["Room 27", "Room 26", "Room 14", "Room 13", "Room 1"];
const CUSTOMER = "Roomspec Resident";

interface ApiRoom {
  _id: string;
  roomNumber: string;
  notes: string | null;
}

async function allRooms(request: APIRequestContext): Promise<ApiRoom[]> {
  const response = await request.get("/api/rooms/get-all-rooms");
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** Deletes this spec's rooms (and the bookings and customers it made for them), e.g. left over by an earlier run. */
async function cleanUp(request: APIRequestContext) {
  const ours = (await allRooms(request)).filter((room) => [MAIN_ROOM, FULL_ROOM].includes(room.roomNumber) || room.notes?.includes(MARK));
  const bookings: { _id: string; selectedRoom: string }[] = (await (await request.get("/api/bookings/get-all-bookings")).json()).data;
  for (const booking of bookings.filter((entry) => ours.some((room) => room._id === entry.selectedRoom))) {
    expect((await request.delete(`/api/bookings/delete-booking/${booking._id}`)).status()).toBe(200);
  }
  for (const room of ours) expect((await request.delete(`/api/rooms/delete-room/${room._id}`)).status()).toBe(200);
  const customers = (await (await request.get(`/api/students/get-students?searchTerm=${encodeURIComponent(CUSTOMER)}`)).json())
    .students as { _id: string }[];
  for (const customer of customers) await request.delete(`/api/students/delete-student/${customer._id}`);
}

async function addRoomViaApi(request: APIRequestContext, data: Record<string, unknown>): Promise<ApiRoom> {
  const response = await request.post("/api/rooms/add-room", { data: { notes: MARK, ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

async function search(page: Page, term: string) {
  await (await hydrated(page.getByRole("searchbox", { name: "Search rooms" }))).fill(term);
  await expect(page).toHaveURL(new RegExp(`searchTerm=${encodeURIComponent(term).replace(/%20/g, "(\\+|%20)")}`));
}

/** The row whose Room No cell starts with exactly this room number. */
function roomRow(page: Page, roomNumber: string) {
  return page.getByRole("row").filter({
    has: page
      .getByRole("cell")
      .nth(1)
      .filter({ hasText: new RegExp(`^${roomNumber}(VIP)?$`) }),
  });
}

/** The value shown under a label on a view screen. */
const detail = (page: Page, label: string) => page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page);
  await cleanUp(page.request);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page);
  await cleanUp(page.request);
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
});

test("a room is added through the form, after its field messages, and listed as Available", async ({ page }) => {
  await page.goto("/rooms");
  await expect(page.getByRole("heading", { name: "Rooms" })).toBeVisible();
  await page.getByRole("link", { name: "Add Room" }).click();
  await expect(page).toHaveURL(/\/rooms\/add-rooms$/);

  // Room 1 to Room 36 to choose from; the VIP rooms say so.
  const roomNumber = page.getByLabel("Room Number");
  // The form streams in after the URL changes: wait for its choices before reading them.
  await expect(roomNumber.locator('option[value="Room 36"]')).toHaveCount(1);
  const choices = await roomNumber
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(choices).toEqual(Array.from({ length: 36 }, (_, index) => `Room ${index + 1}`));
  await expect(roomNumber.locator('option[value="Room 13"]')).toHaveText(/^Room 13 \(VIP\)/);

  await (await hydrated(page.getByRole("button", { name: "Add Room" }))).click();
  await expect(page.getByText("Room number is required")).toBeVisible();
  await expect(page.getByText("Capacity is required")).toBeVisible();
  await expect(page.getByText("Monthly rent is required")).toBeVisible();
  await page.getByLabel("Capacity").fill("25");
  await page.getByLabel("Capacity").blur();
  await expect(page.getByText("Capacity must be at most 20")).toBeVisible();

  await roomNumber.selectOption(MAIN_ROOM);
  await page.getByLabel("Room Type").selectOption({ label: "Triple" });
  await page.getByLabel("Floor Number").selectOption({ label: "Second" });
  await page.getByLabel("Capacity").fill("3");
  await page.getByLabel("Monthly Rent (PKR)").fill("18000");
  await page.getByLabel("Additional Charges (PKR)").fill("1500");
  await page.getByLabel("Available From").fill("01-03-2026");
  await page.getByLabel("AC", { exact: true }).check();
  await page.getByLabel("Wifi", { exact: true }).check();
  await page.getByLabel("Study Table", { exact: true }).check();
  await page.getByLabel("Notes").fill(`Sunny corner room (${MARK})`);
  await page.getByRole("button", { name: "Add Room" }).click();

  await expect(page.getByText("Room has been added!")).toBeVisible();
  await expect(page).toHaveURL(/\/rooms$/);

  // The columns of the spec, and the new room with all its beds free.
  await search(page, MAIN_ROOM);
  // The URL changes before the filtered list streams in: assertions that wait, not a one-off read.
  await expect(page.getByRole("columnheader")).toHaveText([
    "Sr #",
    "Room No",
    "Floor No",
    "Total Capacity",
    "Remaining Capacity",
    "Room Status",
    "Room Type",
    "Monthly Rent",
    "Actions",
  ]);
  await expect(page.getByRole("row")).toHaveCount(2);
  const cells = roomRow(page, MAIN_ROOM).getByRole("cell");
  await expect(cells).toHaveText(["1", MAIN_ROOM, "Second", "3", "3", "Available", "Triple", "PKR 18,000", ""]);
  await expect(roomRow(page, MAIN_ROOM).getByText("VIP", { exact: true })).toHaveCount(0);

  // Its number is now taken on the add form.
  await page.goto("/rooms/add-rooms");
  await expect(page.getByLabel("Room Number").locator(`option[value="${MAIN_ROOM}"]`)).toBeDisabled();
});

test("room status is coloured: Available green, Occupied red; VIP rooms carry a badge", async ({ page }) => {
  const fullRoom = await addRoomViaApi(page.request, {
    roomNumber: FULL_ROOM,
    roomType: "single",
    floorNumber: "first",
    capacity: 1,
    monthlyRent: 12000,
  });
  const customer = await page.request.post("/api/students/add-student", {
    multipart: { studentName: CUSTOMER, fatherName: "Roomspec Father", contactNumber: "03001112233" },
  });
  expect(customer.status()).toBe(201);
  const booking = await page.request.post("/api/bookings/add-booking", {
    data: { studentId: (await customer.json()).data._id, selectedRoom: fullRoom._id, bookingDate: "2026-03-05" },
  });
  expect(booking.status(), await booking.text()).toBe(201);

  await page.goto(`/rooms?searchTerm=${encodeURIComponent(FULL_ROOM)}`);
  await expect(roomRow(page, FULL_ROOM).getByRole("cell")).toHaveText([
    "1",
    FULL_ROOM,
    "First",
    "1",
    "0",
    "Occupied",
    "Single",
    "PKR 12,000",
    "",
  ]);
  const occupied = roomRow(page, FULL_ROOM).getByText("Occupied", { exact: true });
  await expect(occupied).toHaveCSS("color", "rgb(185, 28, 28)");

  await search(page, MAIN_ROOM);
  const available = roomRow(page, MAIN_ROOM).getByText("Available", { exact: true });
  await expect(available).toHaveCSS("color", "rgb(22, 101, 52)");

  // A room with a booking cannot be deleted: the server says why.
  await page.goto(`/rooms?searchTerm=${encodeURIComponent(FULL_ROOM)}`);
  await (await hydrated(roomRow(page, FULL_ROOM).getByRole("button", { name: "Delete" }))).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${FULL_ROOM} still has 1 booking(s). Delete or move those bookings first.`)).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(roomRow(page, FULL_ROOM)).toHaveCount(1);

  // VIP: borrow a free VIP number if there is one; otherwise one that another spec added shows it too.
  const taken = new Set((await allRooms(page.request)).map((room) => room.roomNumber));
  const vipNumber = VIP_NUMBERS.find((number) => !taken.has(number)) ?? VIP_NUMBERS.find((number) => taken.has(number))!;
  if (!taken.has(vipNumber)) await addRoomViaApi(page.request, { roomNumber: vipNumber, capacity: 2, monthlyRent: 30000 });
  await search(page, vipNumber);
  await expect(roomRow(page, vipNumber).getByText("VIP", { exact: true })).toBeVisible();
  await roomRow(page, vipNumber).getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/rooms\/view-room\//);
  await expect(detail(page, "Room Number")).toHaveText(`${vipNumber}VIP`);
});

test("the room view shows every field; search is case-insensitive", async ({ page }) => {
  await page.goto("/rooms");
  await search(page, MAIN_ROOM.toLowerCase());
  await expect(roomRow(page, MAIN_ROOM)).toHaveCount(1);
  await roomRow(page, MAIN_ROOM).getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/rooms\/view-room\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;

  await expect(page.getByRole("heading", { name: MAIN_ROOM })).toBeVisible();
  await expect(detail(page, "Room ID")).toHaveText(id);
  await expect(detail(page, "Room Number")).toHaveText(MAIN_ROOM);
  await expect(detail(page, "Room Type")).toHaveText("Triple");
  await expect(detail(page, "Floor")).toHaveText("Second");
  await expect(detail(page, "Capacity")).toHaveText("3");
  await expect(detail(page, "Available Beds")).toHaveText("3");
  await expect(detail(page, "Remaining Capacity")).toHaveText("3");
  await expect(detail(page, "Room Status")).toHaveText("Available");
  await expect(detail(page, "Monthly Rent")).toHaveText("PKR 18,000");
  await expect(detail(page, "Additional Charges")).toHaveText("PKR 1,500");
  await expect(detail(page, "Available From")).toHaveText("01-03-2026");
  await expect(detail(page, "Facilities")).toHaveText("AC, Wifi, Study Table");
  await expect(detail(page, "Notes")).toHaveText(`Sunny corner room (${MARK})`);

  await page.goto("/rooms/view-room/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("No room data available.")).toBeVisible();
});

test("a room is updated with its number read-only", async ({ page }) => {
  await page.goto(`/rooms?searchTerm=${encodeURIComponent(MAIN_ROOM)}`);
  await roomRow(page, MAIN_ROOM).getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/rooms\/edit-room\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Update Room" })).toBeVisible();

  const roomNumber = page.getByLabel("Room Number");
  await expect(roomNumber).toHaveValue(MAIN_ROOM);
  await expect(roomNumber).not.toBeEditable();
  await expect(page.getByLabel("Capacity")).toHaveValue("3");
  await expect(page.getByLabel("AC", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Geezer", { exact: true })).not.toBeChecked();

  await hydrated(page.getByRole("button", { name: "Update Room" }));
  await page.getByLabel("Capacity").fill("4");
  await page.getByLabel("Monthly Rent (PKR)").fill("-1");
  await page.getByLabel("Monthly Rent (PKR)").blur();
  await expect(page.getByText("Monthly rent cannot be negative")).toBeVisible();
  await page.getByLabel("Monthly Rent (PKR)").fill("20000");
  await page.getByLabel("Wifi", { exact: true }).uncheck();
  await page.getByLabel("Geezer", { exact: true }).check();
  await page.getByRole("button", { name: "Update Room" }).click();

  await expect(page.getByText("Room updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/rooms$/);
  await search(page, MAIN_ROOM);
  await expect(roomRow(page, MAIN_ROOM).getByRole("cell")).toHaveText([
    "1",
    MAIN_ROOM,
    "Second",
    "4",
    "4",
    "Available",
    "Triple",
    "PKR 20,000",
    "",
  ]);

  await roomRow(page, MAIN_ROOM).getByRole("link", { name: "View" }).click();
  await expect(detail(page, "Monthly Rent")).toHaveText("PKR 20,000");
  await expect(detail(page, "Facilities")).toHaveText("AC, Study Table, Geezer");
});

test("deleting asks first: Cancel keeps the room, Delete removes it", async ({ page }) => {
  await page.goto(`/rooms?searchTerm=${encodeURIComponent(MAIN_ROOM)}`);
  const row = roomRow(page, MAIN_ROOM);
  await (await hydrated(row.getByRole("button", { name: "Delete" }))).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Deletion")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Room deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No data found.")).toBeVisible();
  expect((await allRooms(page.request)).some((room) => room.roomNumber === MAIN_ROOM)).toBe(false);
});
