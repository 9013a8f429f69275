import { expect, test, type Page } from "@playwright/test";
import { hostelTime } from "@/lib/time";
import { addDays } from "@/lib/money/days";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { expectAccessible, hydrated, json, screenshots, signInViaApi, visibleTexts, type ListedRecord } from "./support";

// The Electricity screen (docs/bills.md, rule B3): two rooms' new readings typed at once, each row's bill
// and split shown before saving, a refused row's message in place, "Save readings", the share on a
// resident's ledger, the month's bills printed, and the screen in Urdu. Every record is this spec's own
// ("Meter E2E <run>"), removed after; the Electricity rate is set to 65 and put back.

test.describe.configure({ mode: "serial" });

const PREFIX = "Meter E2E";
const NOTE = "meter-e2e";
const run = Date.now().toString(36);
const today = hostelTime(new Date()).date;
const started = addDays(today, -20);
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

interface Room {
  id: string;
  number: string;
}
const made: { bookings: string[]; students: string[]; rooms: Room[]; residents: string[] } = {
  bookings: [],
  students: [],
  rooms: [],
  residents: [],
};
let electricity: { id: string; amount: number };

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  const { chargeTypes } = await json<{ chargeTypes: { _id: string; system: string | null; amount: number }[] }>(
    await page.request.get("/api/charge-types"),
  );
  const type = chargeTypes.find((candidate) => candidate.system === "electricity")!;
  electricity = { id: type._id, amount: type.amount };
  await json(await page.request.put(`/api/charge-types/${type._id}`, { data: { amount: 65 } }));

  const rooms = await json<{ data: ListedRecord[] }>(await page.request.get("/api/rooms/get-all-rooms"));
  const taken = new Set(rooms.data.map((room) => room.roomNumber));
  const free = [33, 34, 32, 31, 29, 28, 25, 24, 23, 22].map((n) => `Room ${n}`).filter((candidate) => !taken.has(candidate));
  for (const number of free.slice(0, 2)) {
    const room = await json(
      await page.request.post("/api/rooms/add-room", { data: { roomNumber: number, capacity: 2, monthlyRent: 9000, notes: NOTE } }),
    );
    made.rooms.push({ id: room.data._id, number });
  }
  // Room A: two residents in since before the meter's first reading; Room B: one.
  const book = async (room: Room, name: string) => {
    const student = await json(
      await page.request.post("/api/students/add-student", {
        multipart: { studentName: name, fatherName: "Father", contactNumber: "0300-5551234" },
      }),
    );
    made.students.push(student.data._id);
    const booking = (
      await json(
        await page.request.post("/api/bookings/add-booking", {
          data: {
            studentId: student.data._id,
            selectedRoom: room.id,
            bookingDate: addDays(started, -5),
            durationType: "months",
            durationValue: 1,
          },
        }),
      )
    ).data._id;
    made.bookings.push(booking);
    made.residents.push(name);
  };
  await book(made.rooms[0]!, `${PREFIX} Ali ${run}`);
  await book(made.rooms[0]!, `${PREFIX} Bilal ${run}`);
  await book(made.rooms[1]!, `${PREFIX} Hamza ${run}`);
  // The meters' first readings, 20 days ago.
  await json(await page.request.post(`/api/rooms/${made.rooms[0]!.id}/readings`, { data: { readOn: started, reading: 1000 } }));
  await json(await page.request.post(`/api/rooms/${made.rooms[1]!.id}/readings`, { data: { readOn: started, reading: 500 } }));
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page);
  await page.request.post("/api/language", { data: { language: "en" } });
  if (electricity) await page.request.put(`/api/charge-types/${electricity.id}`, { data: { amount: electricity.amount } });
  for (const id of made.bookings) await page.request.delete(`/api/bookings/delete-booking/${id}`);
  for (const id of made.students) await page.request.delete(`/api/students/delete-student/${id}`);
  for (const room of made.rooms) await page.request.delete(`/api/rooms/delete-room/${room.id}`);
  await context.close();
});

const row = (page: Page, room: Room) => page.locator(`tr[data-room="${room.number}"]`);
const readingInput = (page: Page, room: Room) =>
  page.getByRole("textbox", { name: en.electricity.form.reading.replace("{room}", room.number), exact: true });

test("Urdu: the sheet, the form and a typed row's bill in Urdu, right to left (nothing saved)", async ({ page }) => {
  await signInViaApi(page);
  await json(await page.request.post("/api/language", { data: { language: "ur" } }));
  await page.goto("/electricity");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ur.electricity.title })).toBeVisible();
  await expect(page.getByRole("button", { name: ur.electricity.form.save })).toBeVisible();
  const [roomA] = made.rooms as [Room];
  // The room's number inside the Urdu label is isolated (left to right), so the label is matched in parts.
  const input = row(page, roomA).getByRole("textbox", {
    name: new RegExp(`${roomA.number}.*${ur.electricity.form.reading.replace("{room} ", "")}`),
  });
  await (await hydrated(input)).fill("1100");
  const bill = row(page, roomA).getByTestId("bill");
  await expect(bill).toContainText("یونٹ");
  await expect(bill).toContainText(/3,250[\u2066-\u2069]* روپے/);
  await expectAccessible(page);
  // No interface text in Latin script: only data (room numbers, residents' names, the hostel's name).
  const data = new Set(["Room", ...made.residents.flatMap((name) => name.split(" ")), ...(process.env.E2E_HOSTEL_NAME ?? "").split(" ")]);
  const latin = (await visibleTexts(page)).flatMap((text) => text.match(/[\w-]*[A-Za-z][\w-]*/g) ?? []).filter((word) => !data.has(word));
  expect(latin).toEqual([]);
  await screenshots(page, "electricity-ur");
  // Nothing is saved: the English test below types and saves.
  await input.fill("");
  await expect(bill).toHaveCount(0);
  await page.request.post("/api/language", { data: { language: "en" } });
});

test("two rooms' readings typed at once: each bill and split before saving, a refused one in place, then saved onto the ledgers", async ({
  page,
}) => {
  await signInViaApi(page);
  await page.goto("/electricity");
  await expect(page.getByRole("heading", { level: 1, name: "Electricity" })).toBeVisible();
  await expect(page.getByText("Rate: PKR 65 a unit")).toBeVisible();
  const [roomA, roomB] = made.rooms as [Room, Room];
  await expect(row(page, roomA)).toContainText("1,000");
  await expect(row(page, roomA)).toContainText(ddmmyyyy(started));
  await expect(page.getByLabel("Reading date")).toHaveValue(ddmmyyyy(today));

  // Room B typed below its last reading: the preview refuses it, in its row.
  await (await hydrated(readingInput(page, roomB))).fill("400");
  await expect(row(page, roomB).getByRole("alert")).toHaveText(
    "The reading cannot be less than the last one (500 on " +
      ddmmyyyy(started) +
      "). If the meter was replaced, say so and give the old meter's final reading.",
  );

  // Corrected, and Room A typed with its thousands separator: both bills and their splits show.
  await readingInput(page, roomB).fill("560");
  await readingInput(page, roomA).fill("1,100");
  const billA = row(page, roomA).getByTestId("bill");
  await expect(billA).toContainText("100 units × PKR 65 = PKR 6,500");
  await expect(billA).toContainText(`${ddmmyyyy(started)} to ${ddmmyyyy(addDays(today, -1))}`);
  await expect(billA.getByRole("listitem")).toHaveCount(2);
  await expect(billA.getByRole("listitem").first()).toContainText("PKR 3,250");
  await expect(billA).toContainText("(20 bed-days)");
  const billB = row(page, roomB).getByTestId("bill");
  await expect(billB).toContainText("60 units × PKR 65 = PKR 3,900");
  await expect(billB.getByRole("listitem")).toHaveText([new RegExp(`${PREFIX} Hamza ${run}.*PKR 3,900`)]);
  await expect(page.getByText("2 readings typed, not saved yet.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "electricity-typed");

  // Nothing was saved by the previews.
  const before = await json<{ readings: unknown[] }>(await page.request.get(`/api/rooms/${roomA.id}/readings`));
  expect(before.readings).toHaveLength(1);

  await page.getByRole("button", { name: "Save readings" }).click();
  await expect(row(page, roomA)).toContainText("Saved: PKR 6,500");
  await expect(row(page, roomB)).toContainText("Saved: PKR 3,900");
  await expect(page.getByText("2 readings saved")).toBeVisible();
  // The sheet now shows the new readings as the last ones.
  await expect(row(page, roomA).locator("td").nth(1)).toHaveText("1,100");
  await expect(row(page, roomA).locator("td").nth(3)).toHaveText("100");
  await expect(readingInput(page, roomA)).toHaveValue("");

  // A second reading the same day is refused, in its row, and the other rows stay saved.
  await readingInput(page, roomB).fill("600");
  await expect(row(page, roomB).getByRole("alert")).toHaveText(
    `${roomB.number} was last read on ${ddmmyyyy(today)}: a new reading must be dated after that day.`,
  );
  await readingInput(page, roomB).fill("");
});

test("the share is on the resident's ledger, and the month's bills print on A4", async ({ page }) => {
  await signInViaApi(page);
  const ledger = await json<{
    charges: { kind: string; amount: number; description: string; dueOn: string }[];
    totals: { balance: number };
  }>(await page.request.get(`/api/bookings/${made.bookings[0]}/ledger`));
  const description = `Electricity: 100 units, ${ddmmyyyy(started)} to ${ddmmyyyy(addDays(today, -1))}`;
  expect(ledger.charges.filter((charge) => charge.kind === "extra")).toEqual([
    expect.objectContaining({ amount: 3_250, description, dueOn: addDays(today, 7) }),
  ]);

  await page.goto(`/bookings/view-booking/${made.bookings[0]}`);
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText(description).locator("xpath=ancestor::*[self::tr or self::li][1]")).toContainText("3,250");

  await page.goto(`/electricity/print?month=${today.slice(0, 7)}`);
  const bills = page.locator("article.month-bills");
  await expect(bills.getByRole("heading", { level: 2, name: new RegExp(made.rooms[0]!.number) })).toBeVisible();
  await expect(bills).toContainText(`${PREFIX} Ali ${run}`);
  await expect(bills).toContainText(`${PREFIX} Hamza ${run}`);
  await expect(bills.getByRole("button")).toHaveCount(0);
  await screenshots(page, "electricity-print");

  await json(await page.request.post("/api/language", { data: { language: "ur" } }));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ur.electricity.print.title);
  await screenshots(page, "electricity-print-ur");
  await page.request.post("/api/language", { data: { language: "en" } });
});
