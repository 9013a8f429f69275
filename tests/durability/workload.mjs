// A stream of writes through the REST API (customers with pictures, rooms, bookings, payments,
// deleted bookings) that keeps a ledger of what the server ACKNOWLEDGED (a 2xx answer came back), and
// a check, after a crash and restart, that every acknowledged write is there and whole.
//
// A request that failed without an answer (the server died, or answered 5xx because its database did)
// may or may not have been committed: the check allows either outcome, but never a half-written one.
import assert from "node:assert/strict";
import { pngBytes } from "./support.mjs";

const ROOM_NUMBERS = Array.from({ length: 36 }, (_, index) => `Room ${index + 1}`);

export class Workload {
  /** `call` is an apiClient; `random` a seeded generator. */
  constructor(call, random) {
    this.call = call;
    this.random = random;
    this.students = new Map(); // id → { studentName, contactNumber, image }
    this.rooms = new Map(); // id → { roomNumber, capacity, monthlyRent }
    this.bookings = new Map(); // id → { studentId, roomId, totalPayment, advancedPayment, payments: Map id → amount, unsure, deleted }
    this.roomNumbersTried = new Set();
    this.busy = new Set();
    this.counter = 0;
    this.acknowledged = 0;
    this.unsure = 0;
    this.committedUnacknowledged = 0;
  }

  pick(values) {
    return values[Math.floor(this.random() * values.length)];
  }

  /** One writer: sends writes one after another until `stop.now`. Several run side by side. */
  async writer(stop) {
    while (!stop.now) {
      const roll = this.random();
      const freeRoomNumbers = ROOM_NUMBERS.filter((number) => !this.roomNumbersTried.has(number));
      const liveBookings = [...this.bookings].filter(([id, booking]) => !booking.deleted && !this.busy.has(id));
      let write;
      if (freeRoomNumbers.length && (this.rooms.size < 3 || roll < 0.04)) write = () => this.addRoom(this.pick(freeRoomNumbers));
      else if (roll < 0.3 || this.students.size < 2) write = () => this.addStudent();
      else if (roll < 0.5 || liveBookings.length < 2) write = () => this.addBooking();
      else if (roll < 0.95) write = () => this.pay(this.pick(liveBookings)[0]);
      else write = () => this.deleteBooking(this.pick(liveBookings)[0]);
      await write();
    }
  }

  /** Sends one write; returns the answer for a 2xx, null for a refusal (4xx), "unsure" when no answer or a 5xx came. */
  async send(method, path, body) {
    try {
      const response = await this.call(method, path, body);
      if (response.status >= 200 && response.status < 300) {
        this.acknowledged++;
        return response.body;
      }
      if (response.status < 500) return null;
    } catch {
      // the connection died with the server
    }
    this.unsure++;
    return "unsure";
  }

  async addRoom(roomNumber) {
    this.roomNumbersTried.add(roomNumber);
    const room = { roomNumber, capacity: 20, monthlyRent: 5000 + Math.floor(this.random() * 20) * 1000 };
    const answer = await this.send("POST", "/api/rooms/add-room", { ...room, roomType: "single", floorNumber: "ground" });
    if (answer && answer !== "unsure") this.rooms.set(answer.data._id, room);
  }

  async addStudent() {
    const n = ++this.counter;
    const student = {
      studentName: `Resident ${n} ${Math.floor(this.random() * 1e9)}`,
      contactNumber: `0300-${String(n).padStart(7, "0")}`,
    };
    const form = new FormData();
    form.set("studentName", student.studentName);
    form.set("fatherName", `Father of ${n}`);
    form.set("contactNumber", student.contactNumber);
    const image = this.random() < 0.5 ? pngBytes(Math.floor(this.random() * 2 ** 31)) : null;
    if (image) form.set("image", new Blob([image], { type: "image/png" }), "photo.png");
    const answer = await this.send("POST", "/api/students/add-student", form);
    if (answer && answer !== "unsure") {
      this.students.set(answer.data._id, { ...student, image: answer.data.image ?? null });
    }
  }

  async addBooking() {
    const occupancy = new Map();
    for (const booking of this.bookings.values())
      if (!booking.deleted) occupancy.set(booking.roomId, (occupancy.get(booking.roomId) ?? 0) + 1);
    const rooms = [...this.rooms].filter(([id, room]) => (occupancy.get(id) ?? 0) < room.capacity);
    if (!rooms.length || !this.students.size) return this.addStudent();
    const [roomId, room] = this.pick(rooms);
    const studentId = this.pick([...this.students.keys()]);
    const durationValue = 1 + Math.floor(this.random() * 12);
    const advancedPayment = this.random() < 0.7 ? 100 * Math.floor(this.random() * 30) : 0;
    const answer = await this.send("POST", "/api/bookings/add-booking", {
      studentId,
      selectedRoom: roomId,
      durationType: "months",
      durationValue,
      advancedPayment,
      bookingDate: "2026-01-15",
    });
    if (answer && answer !== "unsure") {
      const payments = new Map(answer.data.paymentHistory.map((payment) => [payment._id, payment.amount]));
      this.bookings.set(answer.data._id, {
        studentId,
        roomId,
        totalPayment: room.monthlyRent * durationValue,
        advancedPayment,
        payments,
        unsure: 0,
        deleted: false,
      });
    }
  }

  async pay(id) {
    const booking = this.bookings.get(id);
    const paid = [...booking.payments.values()].reduce((sum, amount) => sum + amount, 0);
    const left = booking.totalPayment - paid;
    if (left <= 0) return this.addBooking();
    const amount = Math.min(left, 1 + Math.floor(this.random() * 3000));
    this.busy.add(id);
    const answer = await this.send("PUT", `/api/bookings/update-booking/${id}`, { paymentAmount: amount });
    this.busy.delete(id);
    if (answer === "unsure") booking.unsure++;
    // Every payment in an acknowledged answer was committed when it was sent, this one included.
    else if (answer) for (const payment of answer.data.paymentHistory) booking.payments.set(payment._id, payment.amount);
  }

  async deleteBooking(id) {
    const booking = this.bookings.get(id);
    this.busy.add(id);
    const answer = await this.send("DELETE", `/api/bookings/delete-booking/${id}`);
    this.busy.delete(id);
    if (answer === "unsure") booking.deleted = "maybe";
    else if (answer) booking.deleted = true;
  }

  async read(path) {
    const response = await this.call("GET", path);
    assert.equal(response.status, 200, `GET ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  /**
   * Checks every acknowledged write against the restarted server, and that every record (acknowledged
   * or not) is whole. Then takes what the server holds as the new starting point. Returns how many
   * acknowledged records were checked.
   */
  async verify() {
    const students = new Map((await this.read("/api/students/get-all-students")).students.map((row) => [row._id, row]));
    const rooms = new Map((await this.read("/api/rooms/get-all-rooms")).data.map((row) => [row._id, row]));
    const bookings = new Map((await this.read("/api/bookings/get-all-bookings")).data.map((row) => [row._id, row]));
    let checked = 0;

    for (const [id, expected] of this.students) {
      const row = students.get(id);
      assert.ok(row, `acknowledged customer ${id} is missing`);
      assert.equal(row.studentName, expected.studentName);
      assert.equal(row.contactNumber, expected.contactNumber);
      assert.equal(row.image ?? null, expected.image);
      checked++;
    }
    for (const [id, expected] of this.rooms) {
      const row = rooms.get(id);
      assert.ok(row, `acknowledged room ${id} (${expected.roomNumber}) is missing`);
      assert.equal(row.roomNumber, expected.roomNumber);
      assert.equal(row.capacity, expected.capacity);
      assert.equal(row.monthlyRent, expected.monthlyRent);
      checked++;
    }
    for (const [id, expected] of this.bookings) {
      const row = bookings.get(id);
      if (expected.deleted === true) assert.equal(row, undefined, `booking ${id} came back after its deletion was acknowledged`);
      if (expected.deleted) {
        checked++;
        continue;
      }
      assert.ok(row, `acknowledged booking ${id} is missing`);
      assert.equal(row.studentId, expected.studentId);
      assert.equal(row.selectedRoom, expected.roomId);
      assert.equal(row.totalPayment, expected.totalPayment);
      assert.equal(row.advancedPayment, expected.advancedPayment);
      const found = new Map(row.paymentHistory.map((payment) => [payment._id, payment.amount]));
      for (const [paymentId, amount] of expected.payments) {
        assert.equal(found.get(paymentId), amount, `acknowledged payment ${paymentId} of booking ${id} is missing or changed`);
        checked++;
      }
      assert.ok(found.size - expected.payments.size <= expected.unsure, `booking ${id} has payments nobody sent`);
      checked++;
    }

    // Whole records, acknowledged or not: figures that add up, advances recorded, no room over capacity, pictures on disk.
    const occupancy = new Map();
    for (const row of bookings.values()) {
      const sum = row.paymentHistory.reduce((total, payment) => total + payment.amount, 0);
      assert.equal(row.totalPaid, sum, `booking ${row._id}: total paid is not the sum of its payments`);
      assert.equal(row.remainingAmount, row.totalPayment - sum, `booking ${row._id}: remaining amount is wrong`);
      assert.ok(sum <= row.totalPayment, `booking ${row._id} is paid beyond its total`);
      if (row.advancedPayment > 0)
        assert.equal(row.paymentHistory[0]?.amount, row.advancedPayment, `booking ${row._id} lost its advance payment`);
      assert.ok(students.has(row.studentId) && rooms.has(row.selectedRoom), `booking ${row._id} points at a missing customer or room`);
      occupancy.set(row.selectedRoom, (occupancy.get(row.selectedRoom) ?? 0) + 1);
    }
    for (const [roomId, count] of occupancy) assert.ok(count <= rooms.get(roomId).capacity, `room ${roomId} is over capacity`);
    for (const row of students.values()) {
      if (!row.image) continue;
      const picture = await this.call("GET", `/uploads/${row.image}`);
      assert.ok(picture.status < 500, `GET /uploads/${row.image}: ${picture.status}`);
      assert.equal(picture.status, 200, `the picture of customer ${row._id} is missing`);
      // Stored re-encoded as WebP: what came back is a picture, and the one this customer's record names.
      assert.equal(picture.body.subarray(8, 12).toString("latin1"), "WEBP", `the picture of customer ${row._id} is not a stored picture`);
    }

    // Cut-off writes that had committed before the crash (allowed, and shown to see the kill land mid-write).
    let extra = 0;
    for (const id of students.keys()) if (!this.students.has(id)) extra++;
    for (const id of rooms.keys()) if (!this.rooms.has(id)) extra++;
    for (const [id, row] of bookings) {
      const known = this.bookings.get(id);
      extra += known ? row.paymentHistory.length - known.payments.size : 1;
    }
    this.committedUnacknowledged += extra;

    this.adopt(students, rooms, bookings);
    return checked;
  }

  /** What the restarted server holds is committed: it becomes what the next round must keep. */
  adopt(students, rooms, bookings) {
    for (const [id, row] of students) {
      this.students.set(id, { studentName: row.studentName, contactNumber: row.contactNumber, image: row.image ?? null });
    }
    for (const [id, row] of rooms) {
      this.rooms.set(id, { roomNumber: row.roomNumber, capacity: row.capacity, monthlyRent: row.monthlyRent });
      this.roomNumbersTried.add(row.roomNumber);
    }
    this.bookings = new Map(
      [...bookings].map(([id, row]) => [
        id,
        {
          studentId: row.studentId,
          roomId: row.selectedRoom,
          totalPayment: row.totalPayment,
          advancedPayment: row.advancedPayment,
          payments: new Map(row.paymentHistory.map((payment) => [payment._id, payment.amount])),
          unsure: 0,
          deleted: false,
        },
      ]),
    );
  }
}
