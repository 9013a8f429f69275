// A resident's identity (docs/register.md): ID type and number checked per type, foreigners with a
// passport and a visa, a CNIC resident's `idNumber` and `cnic` one number, one ID number per resident,
// ID pictures stored like the photo but served only signed in and each view audited, never exported,
// completeness on every answer with a filter, and foreign phones in international form.
import { and, eq } from "drizzle-orm";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { GET as getStudents } from "@/app/api/students/get-students/route";
import { GET as getStudent } from "@/app/api/students/get-student/[id]/route";
import { PUT as updateStudent } from "@/app/api/students/update-student/[id]/route";
import { DELETE as deleteStudent } from "@/app/api/students/delete-student/[id]/route";
import { GET as getUpload } from "@/app/uploads/[name]/route";
import { GET as exportCustomers } from "@/app/api/export/customers/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as sendReminder } from "@/app/api/bookings/[id]/reminders/route";
import { GET as getDrafts } from "@/app/api/dues/reminders/route";
import { getDb } from "@/lib/server/db";
import { hostelTime } from "@/lib/time";
import { firstDay, periodOf, previousPeriod } from "@/lib/money";
import { auditEntries } from "@/models/ledger";
import { students } from "@/models/students";
import { BASE_URL } from "../support/http";
import { adminBearer, callJson, jpegFile, pngFile, storedPicture } from "../support/records";

interface Customer {
  _id: string;
  studentName: string;
  cnic: string | null;
  idType: string;
  idNumber: string | null;
  nationality: string;
  visaExpiry: string | null;
  image: string | null;
  idFront: string | null;
  idBack: string | null;
  contactNumber: string;
  guardianPhone: string | null;
  emergencyContact: string | null;
  complete: boolean;
  missing: string[];
  updatedAt: string;
}
interface Answer {
  message: string;
  data: Customer;
  errors?: Record<string, string>;
}

type Files = Partial<Record<"image" | "idFront" | "idBack", Blob>>;
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

/** A multipart call with any of the three pictures. */
async function send(
  handler: Handler,
  fields: Record<string, string>,
  files: Files = {},
  options: { method?: string; id?: string; token?: string | null } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const [key, file] of Object.entries(files)) form.set(key, file, `${key}.png`);
  const headers = new Headers();
  const token = options.token === undefined ? await adminBearer() : options.token;
  if (token) headers.set("authorization", `Bearer ${token}`);
  const request = new Request(`${BASE_URL}/api/test`, { method: options.method ?? "POST", headers, body: form });
  const response = await handler(request, { params: Promise.resolve(options.id ? { id: options.id } : {}) as Promise<never> });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer };
}

let count = 0;
const person = (fields: Record<string, string> = {}) => ({
  studentName: `Resident ${++count}`,
  fatherName: "Father",
  contactNumber: "0300-1234567",
  ...fields,
});
const create = (fields: Record<string, string>, files?: Files) => send(addStudent as Handler, person(fields), files);
const update = (id: string, fields: Record<string, string>, files?: Files) =>
  send(updateStudent as Handler, fields, files, { method: "PUT", id });
const everything = {
  permanentAddress: "House 1, Street 2, Lahore",
  guardianName: "Raza Khan",
  guardianRelation: "Father",
  guardianPhone: "0301-7654321",
};
let cnics = 1000000;
const nextCnic = () => `35202${++cnics}1`;

describe("ID numbers, checked for their type", () => {
  test.each([
    ["cnic", "3520212345671", "35202-1234567-1"],
    ["cnic", "35202-2345678-1", "35202-2345678-1"],
    ["nicop", "61101 1234567 3", "61101-1234567-3"],
    ["b_form", "3520298765431", "35202-9876543-1"],
    ["poc", "4210112345671", "42101-1234567-1"],
    ["passport", "ab 123-4567", "AB1234567"],
  ])("%s %s is stored as %s", async (idType, typed, stored) => {
    const answer = await create({ idType, idNumber: typed });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ idType, idNumber: stored });
  });

  test.each([
    ["cnic", "35202-123456-1", "ID number must be 13 digits like 35202-1234567-1 for a CNIC"],
    ["nicop", "AB1234567", "ID number must be 13 digits like 35202-1234567-1 for a NICOP"],
    ["b_form", "352021234567", "ID number must be 13 digits like 35202-1234567-1 for a B-Form"],
    ["poc", "42101-1234567-12", "ID number must be 13 digits like 35202-1234567-1 for a POC"],
    ["passport", "AB12", "ID number must be 6 to 15 letters and digits for a passport"],
    ["passport", "AB123456789012345", "ID number must be 6 to 15 letters and digits for a passport"],
    ["passport", "AB12#4567", "ID number must be 6 to 15 letters and digits for a passport"],
  ])("%s %s is refused", async (idType, typed, message) => {
    const answer = await create({ idType, idNumber: typed });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ idNumber: message });
  });

  test("an unknown ID type is refused; none given is a CNIC and a Pakistani", async () => {
    const unknown = await create({ idType: "driving_licence", idNumber: "X" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toMatchObject({ idType: "ID type must be one of: cnic, nicop, b_form, passport, poc" });
    const plain = await create({});
    expect(plain.body.data).toMatchObject({ idType: "cnic", nationality: "Pakistani", idNumber: null, cnic: null });
  });

  test("an update changing the type checks the stored number against it", async () => {
    const { data } = (await create({ idType: "passport", idNumber: "ZX1234567" })).body;
    const wrong = await update(data._id, { idType: "cnic" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ idNumber: "ID number must be 13 digits like 35202-1234567-1 for a CNIC" });
  });
});

describe("foreign residents", () => {
  test("need a passport and a visa's expiry", async () => {
    const refused = await create({ nationality: "Afghan", idType: "cnic", idNumber: nextCnic() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      idType: "A foreign resident's ID type must be passport",
      visaExpiry: "Visa expiry is required for a foreign resident",
    });

    const taken = await create({ nationality: "Afghan", idType: "passport", idNumber: "P1234567", visaExpiry: "31-12-2027" });
    expect(taken.status).toBe(201);
    expect(taken.body.data).toMatchObject({ nationality: "Afghan", idType: "passport", idNumber: "P1234567", visaExpiry: "2027-12-31" });
  });

  test("the rule holds on the record as it will be saved: an update sending only the nationality is refused", async () => {
    const { data } = (await create({ idNumber: nextCnic() })).body;
    const refused = await update(data._id, { nationality: "Chinese" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors!).sort()).toEqual(["idType", "visaExpiry"]);
    const visa = await update(data._id, { nationality: "Chinese", idType: "passport", idNumber: "E12345678", visaExpiry: "2027-06-30" });
    expect(visa.status).toBe(200);
    // Dropping the visa later is refused too.
    expect((await update(data._id, { visaExpiry: "" })).body.errors).toEqual({
      visaExpiry: "Visa expiry is required for a foreign resident",
    });
  });

  test("'pakistani' in any case is the one nationality Pakistani; an empty one is Pakistani too", async () => {
    expect((await create({ nationality: " pakistani " })).body.data.nationality).toBe("Pakistani");
    expect((await create({ nationality: "" })).body.data.nationality).toBe("Pakistani");
  });
});

describe("a CNIC resident's idNumber and cnic are one number", () => {
  test("cnic sent alone becomes the ID number, and idNumber sent alone the CNIC", async () => {
    const byCnic = await create({ cnic: "3520211111111" });
    expect(byCnic.body.data).toMatchObject({ cnic: "35202-1111111-1", idNumber: "35202-1111111-1" });
    const byIdNumber = await create({ idNumber: "3520222222221" });
    expect(byIdNumber.body.data).toMatchObject({ cnic: "35202-2222222-1", idNumber: "35202-2222222-1" });

    const changed = await update(byCnic.body.data._id, { idNumber: "35202-1111112-1" });
    expect(changed.body.data).toMatchObject({ cnic: "35202-1111112-1", idNumber: "35202-1111112-1" });
    const again = await update(byCnic.body.data._id, { cnic: "35202-1111113-1" });
    expect(again.body.data).toMatchObject({ cnic: "35202-1111113-1", idNumber: "35202-1111113-1" });
    const cleared = await update(byCnic.body.data._id, { cnic: "" });
    expect(cleared.body.data).toMatchObject({ cnic: null, idNumber: null });
  });

  test("both sent: the same number is taken, two different ones are refused", async () => {
    const same = await create({ cnic: "35202-3333333-1", idNumber: "3520233333331" });
    expect(same.body.data).toMatchObject({ cnic: "35202-3333333-1", idNumber: "35202-3333333-1" });
    const different = await create({ cnic: "35202-4444444-1", idNumber: "35202-5555555-1" });
    expect(different.status).toBe(400);
    expect(different.body.errors).toEqual({ cnic: "ID number and CNIC differ: for a CNIC they are one number, send either" });
  });

  test("a passport holder keeps the spec's cnic apart", async () => {
    const answer = await create({ idType: "passport", idNumber: "QA7654321", cnic: "35202-6666666-1" });
    expect(answer.body.data).toMatchObject({ idNumber: "QA7654321", cnic: "35202-6666666-1" });
  });
});

describe("one ID number per resident", () => {
  test("a second resident with the same CNIC, sent as idNumber or as the spec's cnic alone: 409 naming the first", async () => {
    const first = await create({ studentName: "Usman Tariq", idNumber: "35202-7777777-1" });
    expect(first.status).toBe(201);
    for (const fields of [{ idNumber: "3520277777771" }, { cnic: "35202-7777777-1" }] as Record<string, string>[]) {
      const second = await create(fields);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe("This ID number belongs to Usman Tariq already");
      expect(second.body.errors).toEqual({ idNumber: "This ID number belongs to Usman Tariq already" });
    }
    const other = (await create({ idNumber: nextCnic() })).body.data;
    const onUpdate = await update(other._id, { cnic: "35202-7777777-1" });
    expect(onUpdate.status).toBe(409);
    expect(onUpdate.body.message).toBe("This ID number belongs to Usman Tariq already");
    // Saving the first one again with its own number is no clash.
    expect((await update(first.body.data._id, { idNumber: "35202-7777777-1", city: "Lahore" })).status).toBe(200);
  });

  test("a CNIC cannot escape as a passport, nor be shared through a passport holder's cnic: 400 or 409", async () => {
    await create({ studentName: "Bilal Khan", idNumber: "35202-8888888-1" });
    // Thirteen digits are NADRA's, never a passport's: refused whoever holds them.
    for (const fields of [
      { idType: "passport", idNumber: "3520288888881" },
      { idType: "passport", idNumber: "35202-9999999-1" },
    ] as Record<string, string>[]) {
      const answer = await create(fields);
      expect([answer.status, answer.body.errors?.idNumber]).toEqual([
        400,
        "A 13-digit number is a CNIC, NICOP, B-Form or POC: choose that ID type",
      ]);
    }
    // A passport holder's spec cnic is someone's CNIC: 409 on cnic, on create and on update.
    const taken = await create({ idType: "passport", idNumber: "QB1234567", cnic: "35202-8888888-1" });
    expect([taken.status, taken.body.errors]).toEqual([409, { cnic: "This CNIC belongs to Bilal Khan already" }]);
    const holder = (await create({ idType: "passport", idNumber: "QB7654321", cnic: "35202-1212121-1" })).body.data;
    const onUpdate = await update(holder._id, { cnic: "35202-8888888-1" });
    expect([onUpdate.status, onUpdate.body.errors]).toEqual([409, { cnic: "This CNIC belongs to Bilal Khan already" }]);
    // And a CNIC resident cannot take the number a passport holder keeps as their cnic.
    const later = await create({ studentName: "Later", idNumber: "35202-1212121-1" });
    expect([later.status, later.body.message]).toEqual([409, `This ID number belongs to ${holder.studentName} already`]);
  });

  test("updates racing for one number: one wins, the others get the 409 naming it", async () => {
    const residents = await Promise.all([1, 2, 3, 4].map(async () => (await create({ idNumber: nextCnic() })).body.data));
    const answers = await Promise.all(residents.map((resident) => update(resident._id, { idNumber: "42101-1234511-1" })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const winner = residents[answers.findIndex((answer) => answer.status === 200)]!;
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect([answer.status, answer.body.errors]).toEqual([409, { idNumber: `This ID number belongs to ${winner.studentName} already` }]);
    }
  });

  test("the same passport twice, also on update: 409", async () => {
    await create({ studentName: "Ahmad Wali", nationality: "Afghan", idType: "passport", idNumber: "OA1234567", visaExpiry: "2027-01-01" });
    const second = await create({ nationality: "Afghan", idType: "passport", idNumber: "oa1234567", visaExpiry: "2027-01-01" });
    expect([second.status, second.body.message]).toEqual([409, "This ID number belongs to Ahmad Wali already"]);
    const other = (await create({ nationality: "Afghan", idType: "passport", idNumber: "OB1234567", visaExpiry: "2027-01-01" })).body.data;
    const onUpdate = await update(other._id, { idNumber: "OA1234567" });
    expect([onUpdate.status, onUpdate.body.message]).toEqual([409, "This ID number belongs to Ahmad Wali already"]);
  });
});

describe("completeness", () => {
  test("missing lists what lacks, and complete turns true once all is there (one picture for a passport)", async () => {
    const bare = (await create({})).body.data;
    expect(bare).toMatchObject({ complete: false, missing: ["photo", "idNumber", "idFront", "idBack", "permanentAddress", "guardian"] });

    const partly = await update(
      bare._id,
      { idNumber: nextCnic(), ...everything, guardianPhone: "" },
      { image: pngFile(), idFront: pngFile() },
    );
    expect(partly.body.data).toMatchObject({ complete: false, missing: ["idBack", "guardian"] });
    const done = await update(bare._id, { guardianPhone: "0301-7654321" }, { idBack: jpegFile() });
    expect(done.body.data).toMatchObject({ complete: true, missing: [] });
    expect((await callJson<Answer>(getStudent, { params: { id: bare._id } })).body.data).toMatchObject({ complete: true, missing: [] });

    const passport = await create(
      { nationality: "Afghan", idType: "passport", idNumber: "PK9876543", visaExpiry: "2027-01-01", ...everything },
      { image: pngFile(), idFront: pngFile() },
    );
    expect(passport.body.data).toMatchObject({ complete: true, missing: [] });
  });

  test("complete=false lists only the incomplete ones and complete=true only the complete ones; the search still applies", async () => {
    const whole = (
      await create(
        { studentName: "Filter Whole", idNumber: nextCnic(), ...everything },
        { image: pngFile(), idFront: pngFile(), idBack: pngFile() },
      )
    ).body.data;
    const half = (await create({ studentName: "Filter Half", idNumber: nextCnic() })).body.data;
    type List = { students: Customer[]; totalStudents: number };
    const incomplete = await callJson<List>(getStudents, { query: { complete: "false", searchTerm: "Filter" } });
    expect(incomplete.body.students.map((row) => [row.studentName, row.complete])).toEqual([[half.studentName, false]]);
    const complete = await callJson<List>(getStudents, { query: { complete: "true", searchTerm: "Filter" } });
    expect(complete.body.students.map((row) => [row.studentName, row.missing])).toEqual([[whole.studentName, []]]);
    const all = await callJson<List>(getStudents, { query: { searchTerm: "Filter" } });
    expect(all.body.totalStudents).toBe(2);
    const wrong = await callJson(getStudents, { query: { complete: "maybe" } });
    expect([wrong.status, wrong.body.errors]).toEqual([400, { complete: "Complete must be true or false" }]);
  });
});

describe("ID pictures", () => {
  let customer: Customer;

  beforeAll(async () => {
    customer = (
      await create({ studentName: "Picture Owner", idNumber: nextCnic() }, { image: pngFile(), idFront: pngFile(), idBack: jpegFile() })
    ).body.data;
  });

  test("are stored re-encoded and answered by name, like the photo", async () => {
    expect(customer.idFront).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(customer.idBack).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await storedPicture(customer.idFront)).toMatchObject({ contentType: "image/webp" });
  });

  test("a file that is no picture is refused under its own field, and nothing is kept", async () => {
    const refused = await create({}, { idFront: new Blob(["not a picture"], { type: "image/png" }) });
    expect(refused.status).toBe(415);
    expect(refused.body.errors).toEqual({ idFront: "Only PNG, JPEG, WebP or GIF pictures can be uploaded." });
  });

  test("a replaced ID picture is removed, the other kept; a deleted customer's are removed", async () => {
    const replaced = await update(customer._id, {}, { idFront: jpegFile() });
    expect(replaced.status).toBe(200);
    expect(await storedPicture(customer.idFront)).toBeUndefined();
    expect(await storedPicture(customer.idBack)).toBeDefined();
    customer = replaced.body.data;

    const gone = (await create({}, { idFront: pngFile(), idBack: pngFile() })).body.data;
    expect((await callJson(deleteStudent, { method: "DELETE", params: { id: gone._id } })).status).toBe(200);
    expect(await storedPicture(gone.idFront)).toBeUndefined();
    expect(await storedPicture(gone.idBack)).toBeUndefined();
  });

  const view = async (name: string, token: string | null) => {
    const headers = new Headers();
    if (token) headers.set("authorization", `Bearer ${token}`);
    return getUpload(new Request(`${BASE_URL}/uploads/${name}`, { headers }), { params: Promise.resolve({ name }) });
  };
  const viewsOf = async (id: string) => {
    const db = await getDb();
    return db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, "student.id_picture_view")));
  };

  test("are refused to a signed-out request", async () => {
    const answer = await view(customer.idFront!, null);
    expect(answer.status).toBe(401);
    expect(await viewsOf(customer._id)).toEqual([]);
  });

  test("each view is audited, no-store; a view of the photo is not", async () => {
    const front = await view(customer.idFront!, await adminBearer());
    expect(front.status).toBe(200);
    expect(front.headers.get("cache-control")).toBe("no-store");
    await view(customer.idBack!, await adminBearer());
    await view(customer.image!, await adminBearer());
    const views = await viewsOf(customer._id);
    expect(views.map((entry) => entry.summary).sort()).toEqual([
      "Back of the ID of Picture Owner viewed",
      "Front of the ID of Picture Owner viewed",
    ]);
    expect(views.every((entry) => entry.entity === "student" && entry.actorId !== null)).toBe(true);
  });

  test("are named in the audit log only as added or changed, never by their stored names", async () => {
    const db = await getDb();
    const entries = await db.select().from(auditEntries).where(eq(auditEntries.entityId, customer._id));
    const logged = JSON.stringify(entries.map((entry) => [entry.before, entry.after]));
    for (const name of [customer.idFront!, customer.idBack!]) expect(logged).not.toContain(name);
    expect(entries.find((entry) => entry.action === "student.create")?.after).toMatchObject({ idFront: "added", idBack: "added" });
  });

  test("never appear in the customers' CSV export", async () => {
    const response = await exportCustomers(
      new Request(`${BASE_URL}/api/export/customers`, { headers: { authorization: `Bearer ${await adminBearer()}` } }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain("Picture Owner");
    const db = await getDb();
    const names = (await db.select({ idFront: students.idFront, idBack: students.idBack }).from(students))
      .flatMap((row) => [row.idFront, row.idBack])
      .filter(Boolean);
    expect(names.length).toBeGreaterThan(2);
    for (const name of names) expect(csv).not.toContain(name!.slice(0, 36));
    expect(csv).not.toMatch(/idFront|idBack|ID picture/i);
  });
});

describe("phones", () => {
  test("a foreign number in international form is taken for the resident's phones and stored readable; Pakistani ones as before", async () => {
    const answer = await create({
      contactNumber: "+93-70-123-4567",
      emergencyContact: "0093 70 765 4321",
      guardianPhone: "+971 50 123 4567",
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      contactNumber: "+93 70 123 4567",
      emergencyContact: "+93 70 765 4321",
      guardianPhone: "+971 50 123 4567",
    });
    const pakistani = await create({ contactNumber: "+92 300 1234567", guardianPhone: "03011234567" });
    expect(pakistani.body.data).toMatchObject({ contactNumber: "0300-1234567", guardianPhone: "0301-1234567" });
  });

  test("a wrong number is refused with the field's message", async () => {
    const answer = await create({ contactNumber: "+93 70", guardianPhone: "042-35761234", emergencyContact: "+92 42 3576 1234" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      contactNumber: "Contact number must be an international number like +93 70 123 4567",
      guardianPhone: "Guardian's phone must be a Pakistani mobile number like 0300-1234567",
      emergencyContact: "Emergency contact must be a Pakistani mobile number like 0300-1234567",
    });
    const cnic = await create({ guardianCnic: "12345" });
    expect(cnic.body.errors).toEqual({ guardianCnic: "Guardian's CNIC must be 13 digits like 35202-1234567-1" });
  });

  test("a foreign resident's WhatsApp reminder goes to the international digits", async () => {
    const room = await callJson<{ data: { _id: string } }>(addRoom, { body: { roomNumber: "Room 9", capacity: 4, monthlyRent: 15000 } });
    const resident = await create({
      studentName: "Farid Ahmadi",
      contactNumber: "+93 70 123 4567",
      nationality: "Afghan",
      idType: "passport",
      idNumber: "OP7654321",
      visaExpiry: "2027-01-01",
    });
    const twoMonthsAgo = previousPeriod(previousPeriod(periodOf(hostelTime(new Date()).date)));
    const booking = await callJson<{ data: { _id: string } }>(addBooking, {
      body: { studentId: resident.body.data._id, selectedRoom: room.body.data._id, bookingDate: firstDay(twoMonthsAgo) },
    });
    expect(booking.status).toBe(201);
    const sent = await callJson<{ url: string; text: string }>(sendReminder, {
      params: { id: booking.body.data._id },
      body: { language: "en" },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.url).toBe(`https://wa.me/93701234567?text=${encodeURIComponent(sent.body.text)}`);
    const drafts = await callJson<{ reminders: { bookingId: string; phone: string | null; problem: string | null }[] }>(getDrafts, {
      query: { language: "en" },
    });
    expect(drafts.body.reminders.find((draft) => draft.bookingId === booking.body.data._id)).toMatchObject({
      phone: "93701234567",
      problem: null,
    });
  });
});
