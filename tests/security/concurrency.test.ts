// Money and beds under concurrent requests over HTTP. The server locks the room row for
// a booking and the booking row for a payment; these tests race real requests against those locks.
import { call, closeClient, databaseName, inParallel, jsonOf } from "./support/server";
import { newAdmin, type Account } from "./support/accounts";
import { closeSql } from "./support/database";
import { create, getJson, validBody } from "./support/records";
import { invariantViolations } from "./support/invariants";
import type { BookingJson, RoomJson } from "../support/api-types";

const FROM = "127.0.5.1";
let admin: Account;
let customerNumber = 500;

/** Customers with no stay yet: one resident holds one open stay, so each booking here is another resident's. */
async function newCustomers(count: number): Promise<string[]> {
  return inParallel(
    Array.from({ length: count }, () => ++customerNumber),
    8,
    (number) => create("student", validBody.student(number), admin.token),
  );
}

const book = (studentId: string, roomId: string, advance = 0) =>
  call({
    method: "POST",
    path: "/api/bookings/add-booking",
    json: { ...validBody.booking(studentId, roomId), advancedPayment: advance },
    token: admin.token,
    from: FROM,
  });

const pay = (bookingId: string, amount: number) =>
  call({
    method: "PUT",
    path: `/api/bookings/update-booking/${bookingId}`,
    json: { paymentAmount: amount },
    token: admin.token,
    from: FROM,
  });

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

beforeAll(async () => {
  admin = await newAdmin("concurrency");
});

afterAll(async () => {
  closeClient();
  await closeSql();
});

describe(`money under concurrency (${databaseName})`, () => {
  it("50 simultaneous bookings into a room with 2 beds left: exactly 2 succeed", async () => {
    const room = await create("room", validBody.room(1, 3), admin.token);
    const customers = await newCustomers(51);
    expect((await book(customers[50]!, room)).status).toBe(201);
    const replies = await Promise.all(customers.slice(0, 50).map((customer) => book(customer, room, 100)));
    const statuses = replies.map((reply) => reply.status);
    expect(tally(statuses)).toEqual({ 201: 2, 409: 48 });
    const { data } = await getJson<{ data: RoomJson }>(`/api/rooms/get-room/${room}`, admin.token);
    expect(data).toMatchObject({ availableBeds: 0, roomStatus: "Occupied" });
    const { data: bookings } = await getJson<{ data: BookingJson[] }>("/api/bookings/get-all-bookings", admin.token);
    expect(bookings.filter((booking) => booking.selectedRoom === room)).toHaveLength(3);
  });

  it("a capacity cut racing new bookings never leaves a room over capacity", async () => {
    const room = await create("room", validBody.room(2, 10), admin.token);
    const customers = await newCustomers(20);
    const cuts = Array.from(
      { length: 10 },
      (_, index) => () =>
        call({
          method: "PUT",
          path: `/api/rooms/update-room/${room}`,
          json: { capacity: 1 + (index % 3) },
          token: admin.token,
          from: FROM,
        }),
    );
    const bookings = customers.map((customer) => () => book(customer, room));
    const replies = await Promise.all([...cuts, ...bookings].sort(() => Math.random() - 0.5).map((request) => request()));
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    const { data } = await getJson<{ data: RoomJson }>(`/api/rooms/get-room/${room}`, admin.token);
    const { data: all } = await getJson<{ data: BookingJson[] }>("/api/bookings/get-all-bookings", admin.token);
    expect(all.filter((booking) => booking.selectedRoom === room).length).toBeLessThanOrEqual(data.capacity);
  });

  it("100 simultaneous payments on one booking: none lost, totals exact", async () => {
    const room = await create("room", validBody.room(3, 2), admin.token);
    // 9000 a month for 3 months = 27000 due; 1000 paid in advance.
    const created = await call({
      method: "POST",
      path: "/api/bookings/add-booking",
      json: { ...validBody.booking((await newCustomers(1))[0]!, room), durationValue: 3, advancedPayment: 1000 },
      token: admin.token,
      from: FROM,
    });
    expect(created.status).toBe(201);
    const booking = jsonOf<{ data: BookingJson }>(created).data;
    expect(booking.totalPayment).toBe(27000);

    const amounts = Array.from({ length: 100 }, (_, index) => 100 + (index % 7) * 10); // 100..160, varied so a lost one shows in the sum
    const replies = await Promise.all(amounts.map((amount) => pay(booking._id, amount)));
    expect(tally(replies.map((reply) => reply.status))).toEqual({ 200: 100 });

    const after = (await getJson<{ data: BookingJson }>(`/api/bookings/get-booking/${booking._id}`, admin.token)).data;
    const sum = amounts.reduce((total, amount) => total + amount, 0);
    expect(after.paymentHistory).toHaveLength(101);
    expect(after.totalPaid).toBe(1000 + sum);
    expect(after.remainingAmount).toBe(27000 - 1000 - sum);
    expect(after.paymentHistory.reduce((total, payment) => total + payment.amount, 0)).toBe(after.totalPaid);
    expect([...after.paymentHistory.map((payment) => payment.amount)].sort((a, b) => a - b)).toEqual(
      [1000, ...amounts].sort((a, b) => a - b),
    );
  });

  it("100 simultaneous payments that together exceed the amount due: exactly enough succeed, never more", async () => {
    const room = await create("room", validBody.room(4, 2), admin.token);
    const created = await call({
      method: "POST",
      path: "/api/bookings/add-booking",
      json: { ...validBody.booking((await newCustomers(1))[0]!, room), advancedPayment: 7000 },
      token: admin.token,
      from: FROM,
    });
    expect(created.status).toBe(201);
    const booking = jsonOf<{ data: BookingJson }>(created).data; // 9000 due, 2000 left
    const replies = await Promise.all(Array.from({ length: 100 }, () => pay(booking._id, 100)));
    expect(tally(replies.map((reply) => reply.status))).toEqual({ 200: 20, 400: 80 });
    const after = (await getJson<{ data: BookingJson }>(`/api/bookings/get-booking/${booking._id}`, admin.token)).data;
    expect(after).toMatchObject({ totalPaid: 9000, remainingAmount: 0, paymentStatus: "paid" });
    expect(after.paymentHistory).toHaveLength(21);
  });

  it("payments racing a duration cut and a delete leave no payment without its booking", async () => {
    const room = await create("room", validBody.room(7, 4), admin.token);
    const created = await call({
      method: "POST",
      path: "/api/bookings/add-booking",
      json: { ...validBody.booking((await newCustomers(1))[0]!, room), durationValue: 4, advancedPayment: 0 },
      token: admin.token,
      from: FROM,
    });
    const booking = jsonOf<{ data: BookingJson }>(created).data;
    const requests = [
      ...Array.from({ length: 30 }, () => () => pay(booking._id, 500)),
      () =>
        call({
          method: "PUT",
          path: `/api/bookings/update-booking/${booking._id}`,
          json: { durationValue: 1 },
          token: admin.token,
          from: FROM,
        }),
      () => call({ method: "DELETE", path: `/api/bookings/delete-booking/${booking._id}`, token: admin.token, from: FROM }),
    ];
    const replies = await inParallel(
      requests.sort(() => Math.random() - 0.5),
      16,
      (request) => request(),
    );
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(await invariantViolations(admin.token)).toEqual([]);
  });

  it("the data is sound afterwards", async () => {
    expect(await invariantViolations(admin.token)).toEqual([]);
  });
});
