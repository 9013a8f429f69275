import { createHash } from "node:crypto";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { GET as getStudents } from "@/app/api/students/get-students/route";
import { GET as getAllStudents } from "@/app/api/students/get-all-students/route";
import { GET as getStudent } from "@/app/api/students/get-student/[id]/route";
import { PUT as updateStudent } from "@/app/api/students/update-student/[id]/route";
import { DELETE as deleteStudent } from "@/app/api/students/delete-student/[id]/route";
import { GET as getUpload } from "@/app/uploads/[name]/route";
import { getDb } from "@/lib/server/db";
import { and, eq } from "drizzle-orm";
import { bookings } from "@/models/bookings";
import { auditEntries } from "@/models/ledger";
import { rooms } from "@/models/rooms";
import type { StudentJson } from "../support/api-types";
import { dayAfter, stayApi } from "../support/stays";
import { adminBearer, callForm, callJson, jpegFile, pngBytes, pngFile, storedPicture, storedPictureCount } from "../support/records";

interface ListJson {
  students: (StudentJson & { currentRoom: { _id: string; roomNumber: string; bookingId: string; isVip: boolean } | null })[];
  totalPages: number;
  totalStudents: number;
  currentPage: number;
}

const ali = {
  studentName: "Ali Raza",
  fatherName: "Muhammad Raza",
  contactNumber: "0300-1234567",
  email: "Ali@Example.com",
  cnic: "35202-1234567-1",
  city: "Lahore",
};

let customers = 0;
async function create(fields: Record<string, string | number>, image?: Blob) {
  // An ID number belongs to one resident (docs/register.md): each further customer made from `ali` gets a CNIC of its own.
  const own = fields.cnic === ali.cnic && customers++ > 0 ? { ...fields, cnic: `35202-${1234567 + customers}-1` } : fields;
  return callForm<{ message: string; data: StudentJson; errors?: Record<string, string> }>(addStudent, { fields: own, image });
}

describe("students", () => {
  test("add-student stores a customer with a picture and answers with its _id", async () => {
    const response = await create({ ...ali, currentYear: "2", dob: "2004-05-06", gender: "male", role: "admin" }, pngFile());
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Student created successfully!");
    const student = response.body.data;
    expect(student._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(student).toMatchObject({ studentName: "Ali Raza", email: "ali@example.com", currentYear: 2, dob: "2004-05-06", gender: "male" });
    expect(student).not.toHaveProperty("role");
    expect(student.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await storedPicture(student.image!)).toMatchObject({ contentType: "image/webp", width: 2, height: 2 });

    const served = await getUpload(
      new Request(`http://panel.test/uploads/${student.image}`, { headers: { authorization: `Bearer ${await adminBearer()}` } }),
      {
        params: Promise.resolve({ name: student.image! }),
      },
    );
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // Stored as re-encoded: the served bytes are the stored WebP, named by its hash.
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(servedBytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(served.headers.get("etag")).toBe(`"${createHash("sha256").update(servedBytes).digest("hex")}"`);
  });

  test("each required field and type is checked, and nothing is stored on failure", async () => {
    const before = (await callJson<{ students: StudentJson[] }>(getAllStudents)).body.students.length;
    const response = await create({ studentName: " ", email: "not-mail", currentYear: "abc", gender: "robot", dob: "2024-02-30" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      studentName: "Name is required",
      fatherName: "Father's name is required",
      contactNumber: "Contact number is required",
      email: "Invalid email format",
      currentYear: "Year must be a number",
      gender: "Gender must be one of: male, female, other",
      dob: "Date of birth must be a valid date",
    });
    const tooLong = await create({ ...ali, city: "x".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ city: "City must be at most 100 characters" });
    expect((await callJson<{ students: StudentJson[] }>(getAllStudents)).body.students.length).toBe(before);
  });

  test("pictures are checked by their bytes and size", async () => {
    const before = await storedPictureCount();
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/png" });
    const refused = await create(ali, svg);
    expect(refused.status).toBe(415);
    expect(refused.body.errors).toEqual({ image: "Only PNG, JPEG, WebP or GIF pictures can be uploaded." });
    const html = await create(ali, new Blob(["<html><body>hi</body></html>"], { type: "image/png" }));
    expect(html.status).toBe(415);
    const huge = await create(ali, new Blob([pngBytes() as BlobPart, new Uint8Array(5 * 1024 * 1024)], { type: "image/png" }));
    expect(huge.status).toBe(413);
    const after = await storedPictureCount();
    expect(after).toBe(before);
    const jpeg = await create({ ...ali, studentName: "Jpeg Owner" }, jpegFile());
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data.image).toMatch(/\.webp$/);
  });

  test("the uploads route serves only stored names, and only to an admin", async () => {
    const created = await create({ ...ali, studentName: "Picture Owner" }, pngFile());
    const name = created.body.data.image!;
    const anonymous = await getUpload(new Request(`http://panel.test/uploads/${name}`), { params: Promise.resolve({ name }) });
    expect(anonymous.status).toBe(401);
    const token = await adminBearer();
    for (const bad of ["../jwt-secret", "..%2Fjwt-secret", "jwt-secret", `${name}\u0000.png`, "a.svg", name.toUpperCase()]) {
      const response = await getUpload(new Request("http://panel.test/uploads/x", { headers: { authorization: `Bearer ${token}` } }), {
        params: Promise.resolve({ name: bad }),
      });
      expect(response.status).toBe(404);
    }
  });

  test("get-students pages by 10, newest first, with the spec's wrapper and a case-insensitive search", async () => {
    for (let index = 1; index <= 12; index++) {
      const response = await create({
        studentName: `Pager ${String(index).padStart(2, "0")}`,
        fatherName: "Father",
        contactNumber: `0311-${String(index).padStart(7, "0")}`,
      });
      expect(response.status).toBe(201);
    }
    const first = await callJson<ListJson>(getStudents, { query: { page: 1, searchTerm: "pager" } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, totalStudents: 12, currentPage: 1 });
    expect(first.body.students).toHaveLength(10);
    expect(first.body.students[0]!.studentName).toBe("Pager 12");
    const second = await callJson<ListJson>(getStudents, { query: { page: 2, searchTerm: "  PAGER " } });
    expect(second.body.students.map((student) => student.studentName)).toEqual(["Pager 02", "Pager 01"]);

    const byPhone = await callJson<ListJson>(getStudents, { query: { searchTerm: "0311-0000007" } });
    expect(byPhone.body.students.map((student) => student.studentName)).toEqual(["Pager 07"]);
    const byCnic = await callJson<ListJson>(getStudents, { query: { searchTerm: "35202-1234567" } });
    expect(byCnic.body.totalStudents).toBeGreaterThan(0);
    const wildcard = await callJson<ListJson>(getStudents, { query: { searchTerm: "%" } });
    expect(wildcard.body.totalStudents).toBe(0);
    const sqlish = await callJson<ListJson>(getStudents, { query: { searchTerm: "' OR 1=1 --" } });
    expect(sqlish.status).toBe(200);
    expect(sqlish.body.totalStudents).toBe(0);

    const badPage = await callJson(getStudents, { query: { page: "-1" } });
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ errors: { page: "Page must be at least 1" } });
    const longSearch = await callJson(getStudents, { query: { searchTerm: "x".repeat(101) } });
    expect(longSearch.status).toBe(400);
  });

  test("phones and CNICs are checked, stored in one format, and found however they are typed", async () => {
    const written = await create({
      studentName: "Format Khan",
      fatherName: "Father",
      contactNumber: "+92 345 7654321",
      emergencyContact: "0092-333-1112223",
      cnic: "3520276543213",
    });
    expect(written.status).toBe(201);
    expect(written.body.data).toMatchObject({ contactNumber: "0345-7654321", emergencyContact: "0333-1112223", cnic: "35202-7654321-3" });

    for (const term of ["03457654321", "0345-7654321", "+92 345 7654321", "345 7654321", "3520276543213", "35202-7654321-3"]) {
      const found = await callJson<ListJson>(getStudents, { query: { searchTerm: term } });
      expect([term, found.body.students.map((student) => student.studentName)]).toEqual([term, ["Format Khan"]]);
    }

    const wrong = await create({
      studentName: "Wrong Numbers",
      fatherName: "Father",
      contactNumber: "042-35761234",
      emergencyContact: "0300-12345",
      cnic: "35202-123456-1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      contactNumber: "Contact number must be a Pakistani mobile number like 0300-1234567",
      emergencyContact: "Emergency contact must be a Pakistani mobile number like 0300-1234567",
      cnic: "CNIC must be 13 digits like 35202-1234567-1",
    });

    const edited = await callForm<{ data: StudentJson }>(updateStudent, {
      method: "PUT",
      params: { id: written.body.data._id },
      fields: { contactNumber: "3001234567", cnic: "" },
    });
    expect(edited.body.data).toMatchObject({ contactNumber: "0300-1234567", cnic: null });
  });

  test("get-student, update-student and delete-student, with 400 for a bad id and 404 for a missing one", async () => {
    const created = (await create({ ...ali, studentName: "To Change" }, pngFile())).body.data;
    const params = { id: created._id };
    const got = await callJson<{ data: StudentJson }>(getStudent, { params });
    expect(got.body.data).toMatchObject({ _id: created._id, studentName: "To Change" });

    const updated = await callForm<{ message: string; data: StudentJson }>(updateStudent, {
      method: "PUT",
      params,
      fields: { studentName: "Changed Name", city: "" },
      image: jpegFile(),
      imageName: "new.jpg",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Student updated successfully!");
    expect(updated.body.data).toMatchObject({ studentName: "Changed Name", fatherName: ali.fatherName, email: "ali@example.com" });
    expect((updated.body.data as unknown as { city: string | null }).city).toBeNull();
    expect(updated.body.data.image).toMatch(/\.webp$/);
    expect(await storedPicture(created.image!)).toBeUndefined();
    expect(await storedPicture(updated.body.data.image!)).toBeDefined();

    const invalid = await callForm(updateStudent, { method: "PUT", params, fields: { studentName: "" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errors: { studentName: "Name is required" } });

    const deleted = await callJson<{ message: string }>(deleteStudent, { method: "DELETE", params });
    expect(deleted.body.message).toBe("Student deleted successfully!");
    expect(await storedPicture(updated.body.data.image!)).toBeUndefined();

    const missing = { id: "00000000-0000-4000-8000-000000000000" };
    expect((await callJson(getStudent, { params: missing })).status).toBe(404);
    expect((await callForm(updateStudent, { method: "PUT", params: missing, fields: { city: "Multan" } })).status).toBe(404);
    expect((await callJson(deleteStudent, { method: "DELETE", params: missing })).status).toBe(404);
    expect((await callJson(getStudent, { params: { id: "not-an-id" } })).status).toBe(400);
    expect((await callJson(deleteStudent, { method: "DELETE", params: { id: "1 or 1=1" } })).status).toBe(400);
  });

  test("a guardian's e-mail is optional, checked like the e-mail, stored, changed, cleared and audited", async () => {
    const none = (await create({ ...ali, studentName: "No Guardian Mail" })).body.data;
    expect(none.guardianEmail).toBeNull();

    const created = await create({ ...ali, studentName: "Guardian Mail", guardianEmail: " Raza.Khan@Example.PK " });
    expect(created.status).toBe(201);
    expect(created.body.data.guardianEmail).toBe("raza.khan@example.pk");
    const params = { id: created.body.data._id };
    expect((await callJson<{ data: StudentJson }>(getStudent, { params })).body.data.guardianEmail).toBe("raza.khan@example.pk");

    const bad = await create({ ...ali, guardianEmail: "raza@" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ guardianEmail: "Invalid email format" });
    const tooLong = await callForm(updateStudent, { method: "PUT", params, fields: { guardianEmail: `${"r".repeat(250)}@x.pk` } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errors: { guardianEmail: "Guardian's email must be at most 254 characters" } });

    const changed = await callForm<{ data: StudentJson }>(updateStudent, {
      method: "PUT",
      params,
      fields: { guardianEmail: "father@example.com" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.guardianEmail).toBe("father@example.com");
    const [audited] = await (
      await getDb()
    )
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, params.id), eq(auditEntries.action, "student.update")));
    expect(audited).toMatchObject({ before: { guardianEmail: "raza.khan@example.pk" }, after: { guardianEmail: "father@example.com" } });

    const cleared = await callForm<{ data: StudentJson }>(updateStudent, { method: "PUT", params, fields: { guardianEmail: "" } });
    expect(cleared.body.data.guardianEmail).toBeNull();
  });

  test("get-students shows each customer's room: the room of their live stay, none once it ended", async () => {
    const db = await getDb();
    const [room] = await db.insert(rooms).values({ roomNumber: "Room 14", capacity: 4, monthlyRent: 9000 }).returning();
    const customer = async (name: string) =>
      (await create({ studentName: `Roomed ${name}`, fatherName: "Father", contactNumber: "0321-5550000" })).body.data._id;
    const bookFor = async (studentId: string, bookingDate: string) => {
      const answer = await stayApi.addBooking({ studentId, selectedRoom: room!.id, bookingDate });
      expect(answer.status).toBe(201);
      return answer.body.data!._id as string;
    };
    const [inBed, reserved, leaving, left, never] = await Promise.all(["In Bed", "Reserved", "Leaving", "Left", "Never"].map(customer));
    const inBedStay = await bookFor(inBed!, dayAfter(-10));
    const reservedStay = await bookFor(reserved!, dayAfter(4));
    expect((await stayApi.notice(await bookFor(leaving!, dayAfter(-30)), { leaveDate: dayAfter(12) })).status).toBe(200);
    expect(
      (await stayApi.checkOut(await bookFor(left!, dayAfter(-30)), { damages: [], keyLost: false, waiveSuddenDepartureFee: true })).status,
    ).toBe(200);

    const listed = (await callJson<ListJson>(getStudents, { query: { searchTerm: "Roomed" } })).body.students;
    const roomOf = (id: string) => listed.find((student) => student._id === id)!.currentRoom;
    expect(roomOf(inBed!)).toEqual({ _id: room!.id, roomNumber: "Room 14", bookingId: inBedStay, isVip: true });
    expect(roomOf(reserved!)).toEqual({ _id: room!.id, roomNumber: "Room 14", bookingId: reservedStay, isVip: true });
    expect(roomOf(leaving!)).toMatchObject({ roomNumber: "Room 14" });
    expect(roomOf(left!)).toBeNull();
    expect(roomOf(never!)).toBeNull();
    // The customer's own record is as it was: the room is the list's.
    expect(Object.keys((await callJson<{ data: StudentJson }>(getStudent, { params: { id: inBed! } })).body.data)).not.toContain(
      "currentRoom",
    );
  });

  test("get-students for the Add Booking picker: `limit` rows, and with `bookingFrom` the open stay that keeps each from a stay that day", async () => {
    const db = await getDb();
    const [room] = await db.insert(rooms).values({ roomNumber: "Room 15", capacity: 4, monthlyRent: 9000 }).returning();
    const customer = async (name: string) =>
      (await create({ studentName: `Picked ${name}`, fatherName: "Father", contactNumber: "0321-5551111" })).body.data._id;
    const bookFor = async (studentId: string, bookingDate: string) => {
      const answer = await stayApi.addBooking({ studentId, selectedRoom: room!.id, bookingDate });
      expect(answer.status).toBe(201);
      return answer.body.data!._id as string;
    };
    const [inBed, reserved, leaving, left, never] = await Promise.all(["In Bed", "Reserved", "Leaving", "Left", "Never"].map(customer));
    await bookFor(inBed!, dayAfter(-10));
    await bookFor(reserved!, dayAfter(4));
    expect((await stayApi.notice(await bookFor(leaving!, dayAfter(-30)), { leaveDate: dayAfter(12) })).status).toBe(200);
    expect(
      (await stayApi.checkOut(await bookFor(left!, dayAfter(-30)), { damages: [], keyLost: false, waiveSuddenDepartureFee: true })).status,
    ).toBe(200);

    type OpenStayJson = { status: string; roomNumber: string | null; bookingDate: string; leaveDate: string | null };
    type PickerJson = Omit<ListJson, "students"> & { students: (StudentJson & { openStay?: OpenStayJson | null })[] };
    const openStays = async (bookingFrom: string) => {
      const answer = await callJson<PickerJson>(getStudents, { query: { searchTerm: "Picked", limit: "20", bookingFrom } });
      expect(answer.status).toBe(200);
      return new Map(answer.body.students.map((student) => [student._id, student.openStay]));
    };
    const today = await openStays(dayAfter(0));
    expect(today.get(inBed!)).toEqual({ status: "active", roomNumber: "Room 15", bookingDate: dayAfter(-10), leaveDate: null });
    expect(today.get(reserved!)).toEqual({ status: "reserved", roomNumber: "Room 15", bookingDate: dayAfter(4), leaveDate: null });
    expect(today.get(leaving!)).toMatchObject({ status: "notice", leaveDate: dayAfter(12) });
    expect(today.get(left!)).toBeNull();
    expect(today.get(never!)).toBeNull();
    // On notice, he may be booked from the day after his last night; the others still may not.
    const later = await openStays(dayAfter(13));
    expect(later.get(leaving!)).toBeNull();
    expect(later.get(inBed!)).toMatchObject({ status: "active" });

    // Without `bookingFrom`, the rows are as the customers list has them; `limit` cuts the page.
    const plain = await callJson<PickerJson>(getStudents, { query: { searchTerm: "Picked", limit: "2" } });
    expect(plain.body).toMatchObject({ totalStudents: 5, totalPages: 3, currentPage: 1 });
    expect(plain.body.students).toHaveLength(2);
    expect(plain.body.students[0]).not.toHaveProperty("openStay");
    const badLimit = await callJson(getStudents, { query: { limit: "101" } });
    expect(badLimit.body).toMatchObject({ errors: { limit: "Limit must be at most 100" } });
    const badDay = await callJson(getStudents, { query: { bookingFrom: "31-02-2026" } });
    expect(badDay.status).toBe(400);
    expect(badDay.body).toHaveProperty("errors.bookingFrom");
  });

  test("a customer that bookings refer to cannot be deleted", async () => {
    const student = (await create({ ...ali, studentName: "Booked Customer" })).body.data;
    const db = await getDb();
    const [room] = await db.insert(rooms).values({ roomNumber: "Room 9", capacity: 2, monthlyRent: 10000 }).returning();
    await db.insert(bookings).values({
      studentId: student._id,
      studentName: student.studentName,
      roomId: room!.id,
      totalPayment: 10000,
      bookingDate: "2026-01-01",
    });
    const response = await callJson<{ message: string }>(deleteStudent, { method: "DELETE", params: { id: student._id } });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/still has 1 booking/);
    expect((await callJson(getStudent, { params: { id: student._id } })).status).toBe(200);
  });

  test("every call needs an admin session", async () => {
    for (const response of [
      await callJson(getStudents, { token: null }),
      await callJson(getAllStudents, { token: "garbage" }),
      await callForm(addStudent, { fields: ali, token: null }),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  test("a customer comes only as multipart/form-data (415 for JSON), and a text `image` field is no picture", async () => {
    expect((await callJson(addStudent, { rawBody: "{not json" })).status).toBe(415);
    expect((await callJson(addStudent, { body: { ...ali, studentName: "Json Customer" } })).status).toBe(415);
    expect((await callJson<{ students: StudentJson[] }>(getAllStudents)).body.students.map((student) => student.studentName)).not.toContain(
      "Json Customer",
    );
    const form = await create({ ...ali, studentName: "Form Customer", image: "../../etc/passwd" });
    expect(form.status).toBe(201);
    expect((form.body as { data: StudentJson }).data.image).toBeNull();
  });
});
