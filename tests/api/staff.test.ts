import { createHash } from "node:crypto";
import { POST as addStaff } from "@/app/api/staffs/add-staff/route";
import { GET as getStaffs } from "@/app/api/staffs/get-staffs/route";
import { GET as getAllStaffs } from "@/app/api/staffs/get-all-staffs/route";
import { GET as getStaff } from "@/app/api/staffs/get-staff/[id]/route";
import { PUT as updateStaff } from "@/app/api/staffs/update-staff/[id]/route";
import { DELETE as deleteStaff } from "@/app/api/staffs/delete-staff/[id]/route";
import { GET as getUpload } from "@/app/uploads/[name]/route";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { salaries } from "@/models/salaries";
import type { StaffJson } from "../support/api-types";
import { adminBearer, callForm, callJson, jpegFile, pngBytes, pngFile, storedPicture, storedPictureCount } from "../support/records";

interface ListJson {
  staffMembers: StaffJson[];
  totalPages: number;
  totalStaff: number;
  currentPage: number;
}
interface SavedJson {
  message: string;
  data: StaffJson;
  errors?: Record<string, string>;
}
type IdParams = { id: string };

const imran = {
  fullName: "Imran Khan",
  phone: "0301-7654321",
  address: "House 12, Model Town, Lahore",
  email: "Imran@Hostel.PK",
  cnic: "35201-7654321-3",
  designation: "Warden",
  department: "Administration",
};
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

function create(fields: Record<string, string | number>, image?: Blob) {
  return callForm<SavedJson>(addStaff, { fields, image });
}

async function staffCount() {
  return (await callJson<{ staffMembers: StaffJson[] }>(getAllStaffs)).body.staffMembers.length;
}

async function addSalaryFor(employeeType: "Staff" | "Worker", member: StaffJson) {
  const db = await getDb();
  const [row] = await db
    .insert(salaries)
    .values({
      employeeType,
      employeeId: member._id,
      fullName: member.fullName,
      basicSalary: 40000,
      allowances: 5000,
      deductions: 2000,
      netSalary: 43000,
      salaryMonth: "2026-01",
    })
    .returning();
  return row!;
}

describe("staff", () => {
  test("add-staff stores a staff member with a picture, served back by the uploads route", async () => {
    const response = await create(
      { ...imran, salary: "45000", gender: "Male", dob: "1990-03-15", joinDate: "2024-01-10", role: "admin", createdAt: "2000-01-01" },
      pngFile(),
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Staff member created successfully!");
    const member = response.body.data;
    expect(member._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(member).toMatchObject({
      fullName: "Imran Khan",
      email: "imran@hostel.pk",
      phone: "0301-7654321",
      designation: "Warden",
      gender: "Male",
      salary: 45000,
      dob: "1990-03-15",
      joinDate: "2024-01-10",
    });
    expect(member).not.toHaveProperty("role");
    expect(member).not.toHaveProperty("id");
    expect(new Date(member.createdAt).getFullYear()).toBeGreaterThan(2000);
    expect(member.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await storedPicture(member.image!)).toMatchObject({ contentType: "image/webp", width: 2, height: 2 });

    const served = await getUpload(
      new Request(`http://panel.test/uploads/${member.image}`, { headers: { authorization: `Bearer ${await adminBearer()}` } }),
      { params: Promise.resolve({ name: member.image! }) },
    );
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    // Stored as re-encoded: the served bytes are the stored WebP, named by its hash.
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(servedBytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(served.headers.get("etag")).toBe(`"${createHash("sha256").update(servedBytes).digest("hex")}"`);
  });

  test("a staff member without optional fields gets salary 0 and nulls", async () => {
    const response = await create({ fullName: "Bare Minimum", phone: "0300-0000001", address: "Lahore" });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ salary: 0, email: null, gender: null, dob: null, designation: null, image: null });
  });

  test("fullName, phone and address are required, and nothing is stored on failure", async () => {
    const before = await staffCount();
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Full name is required");
    expect(empty.body.errors).toEqual({ fullName: "Full name is required", phone: "Phone is required", address: "Address is required" });
    const blank = await create({ fullName: "   ", phone: "", address: " " });
    expect(blank.body.errors).toEqual({ fullName: "Full name is required", phone: "Phone is required", address: "Address is required" });
    expect(await staffCount()).toBe(before);
  });

  test("wrong types, unknown genders and bad money are refused field by field", async () => {
    const before = await staffCount();
    const wrong = await create({ ...imran, salary: "abc", gender: "male", email: "not-mail", dob: "2024-02-30", joinDate: "yesterday" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      salary: "Salary must be a number",
      gender: "Gender must be one of: Male, Female, Other",
      email: "Invalid email format",
      dob: "Date of birth must be a valid date",
      joinDate: "Joining date must be a valid date",
    });
    expect((await create({ ...imran, salary: "1500.5" })).body.errors).toEqual({ salary: "Salary must be a whole number" });
    expect((await create({ ...imran, salary: "-1" })).body.errors).toEqual({ salary: "Salary cannot be negative" });
    expect((await create({ ...imran, salary: "1000000000000" })).body.errors).toEqual({ salary: "Salary must be at most 100000000" });

    // A record with a picture is sent as a form, never as JSON.
    const json = await callJson<SavedJson>(addStaff, { body: { ...imran, salary: true, gender: 1 } });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe("Send the record as multipart/form-data.");
    expect(await staffCount()).toBe(before);
  });

  test("absurdly long strings are refused", async () => {
    const tooLong = await create({
      ...imran,
      fullName: "x".repeat(201),
      phone: "3".repeat(21),
      address: "a".repeat(301),
      cnic: "1".repeat(21),
      designation: "d".repeat(101),
      department: "d".repeat(101),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({
      fullName: "Full name must be at most 200 characters",
      phone: "Phone must be a Pakistani mobile number like 0300-1234567",
      address: "Address must be at most 300 characters",
      cnic: "CNIC must be 13 digits like 35202-1234567-1",
      designation: "Designation must be at most 100 characters",
      department: "Department must be at most 100 characters",
    });
  });

  test("only real pictures of at most 5 MB are stored", async () => {
    const before = await storedPictureCount();
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/png" });
    const refused = await create(imran, svg);
    expect(refused.status).toBe(415);
    expect(refused.body.errors).toEqual({ image: "Only PNG, JPEG, WebP or GIF pictures can be uploaded." });
    const huge = await create(imran, new Blob([pngBytes() as BlobPart, new Uint8Array(5 * 1024 * 1024)], { type: "image/png" }));
    expect(huge.status).toBe(413);
    // The fields are checked before the picture is written.
    const invalid = await create({ ...imran, phone: "" }, pngFile());
    expect(invalid.status).toBe(400);
    expect(await storedPictureCount()).toBe(before);
  });

  test("get-staffs pages by 10, newest first, with the spec's wrapper and a trimmed, case-insensitive search", async () => {
    for (let index = 1; index <= 12; index++) {
      const number = String(index).padStart(2, "0");
      const response = await create({
        fullName: `Pager ${number}`,
        phone: `0322-00000${number}`,
        address: "Johar Town",
        email: `pager${number}@staff.pk`,
        cnic: `61101-00000${number}-1`,
        designation: index === 7 ? "Night Supervisor" : "Cook",
      });
      expect(response.status).toBe(201);
    }
    const first = await callJson<ListJson>(getStaffs, { query: { page: 1, searchTerm: "pager" } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, totalStaff: 12, currentPage: 1 });
    expect(first.body.staffMembers).toHaveLength(10);
    expect(first.body.staffMembers[0]!.fullName).toBe("Pager 12");
    const second = await callJson<ListJson>(getStaffs, { query: { page: 2, searchTerm: "  PAGER " } });
    expect(second.body).toMatchObject({ totalPages: 2, totalStaff: 12, currentPage: 2 });
    expect(second.body.staffMembers.map((member) => member.fullName)).toEqual(["Pager 02", "Pager 01"]);

    const names = async (searchTerm: string) =>
      (await callJson<ListJson>(getStaffs, { query: { searchTerm } })).body.staffMembers.map((member) => member.fullName);
    expect(await names("0322-0000005")).toEqual(["Pager 05"]);
    expect(await names("PAGER03@STAFF.PK")).toEqual(["Pager 03"]);
    expect(await names("61101-0000011")).toEqual(["Pager 11"]);
    expect(await names("night supervisor")).toEqual(["Pager 07"]);
    expect(await names("%")).toEqual([]);
    expect(await names("' OR 1=1 --")).toEqual([]);

    const everyone = await callJson<ListJson>(getStaffs);
    expect(everyone.body.currentPage).toBe(1);
    expect(everyone.body.totalStaff).toBe(await staffCount());
    const beyond = await callJson<ListJson>(getStaffs, { query: { page: 99, searchTerm: "pager" } });
    expect(beyond.body).toMatchObject({ staffMembers: [], totalStaff: 12, currentPage: 99 });

    const badPage = await callJson(getStaffs, { query: { page: "two" } });
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ errors: { page: "Page must be a number" } });
    expect((await callJson(getStaffs, { query: { searchTerm: "x".repeat(101) } })).status).toBe(400);
  });

  test("get-all-staffs returns every staff member, newest first, under staffMembers", async () => {
    const created = (await create({ ...imran, fullName: "Newest Member" })).body.data;
    const all = await callJson<{ staffMembers: StaffJson[] }>(getAllStaffs);
    expect(all.status).toBe(200);
    expect(Object.keys(all.body)).toEqual(["staffMembers"]);
    expect(all.body.staffMembers.length).toBeGreaterThan(10);
    expect(all.body.staffMembers[0]!._id).toBe(created._id);
  });

  test("get-staff, update-staff and delete-staff, with the picture replaced and then removed", async () => {
    const created = (await create({ ...imran, fullName: "To Change", salary: 30000, gender: "Other" }, pngFile())).body.data;
    const params = { id: created._id };
    const got = await callJson<{ data: StaffJson }, IdParams>(getStaff, { params });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(created);

    const updated = await callForm<SavedJson, IdParams>(updateStaff, {
      method: "PUT",
      params,
      fields: { fullName: "Changed Name", salary: "35000", gender: "Female", department: "", role: "root" },
      image: jpegFile(),
      imageName: "new.jpg",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Staff member updated successfully!");
    expect(updated.body.data).toMatchObject({
      fullName: "Changed Name",
      salary: 35000,
      gender: "Female",
      department: null,
      phone: imran.phone,
      address: imran.address,
      designation: "Warden",
    });
    expect(updated.body.data).not.toHaveProperty("role");
    expect(new Date(updated.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect(updated.body.data.image).toMatch(/\.webp$/);
    expect(await storedPicture(created.image!)).toBeUndefined();
    expect(await storedPicture(updated.body.data.image!)).toBeDefined();
    expect((await callJson<{ data: StaffJson }, IdParams>(getStaff, { params })).body.data.fullName).toBe("Changed Name");

    // Without a new picture the stored one stays; a cleared salary becomes 0.
    const noPicture = await callForm<SavedJson, IdParams>(updateStaff, { method: "PUT", params, fields: { salary: "" } });
    expect(noPicture.body.data).toMatchObject({ salary: 0, image: updated.body.data.image });

    const filesBefore = await storedPictureCount();
    const invalid = await callForm<SavedJson, IdParams>(updateStaff, {
      method: "PUT",
      params,
      fields: { fullName: "", phone: " ", gender: "female", salary: "-5" },
      image: pngFile(),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      fullName: "Full name is required",
      phone: "Phone is required",
      gender: "Gender must be one of: Male, Female, Other",
      salary: "Salary cannot be negative",
    });
    expect((await callJson<{ data: StaffJson }, IdParams>(getStaff, { params })).body.data).toMatchObject({
      fullName: "Changed Name",
      gender: "Female",
    });
    expect(await storedPictureCount()).toBe(filesBefore);

    const deleted = await callJson<{ message: string }, IdParams>(deleteStaff, { method: "DELETE", params });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Staff member deleted successfully!" });
    expect(await storedPicture(updated.body.data.image!)).toBeUndefined();
    expect((await callJson<{ message: string }, IdParams>(getStaff, { params })).status).toBe(404);
  });

  test("a missing staff member is 404 and an id that is not an id is 400", async () => {
    const missing = { id: MISSING_ID };
    const notFound = await callJson<{ message: string }, IdParams>(getStaff, { params: missing });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ message: "Staff member not found", code: "staffNotFound" });
    expect(
      (await callForm<SavedJson, IdParams>(updateStaff, { method: "PUT", params: missing, fields: { fullName: "Ghost" } })).status,
    ).toBe(404);
    expect((await callJson<{ message: string }, IdParams>(deleteStaff, { method: "DELETE", params: missing })).status).toBe(404);

    for (const id of ["not-an-id", "1 or 1=1", "12345"]) {
      const got = await callJson<{ errors: Record<string, string> }, IdParams>(getStaff, { params: { id } });
      expect(got.status).toBe(400);
      expect(got.body.errors).toEqual({ id: "Invalid id" });
      expect((await callForm<SavedJson, IdParams>(updateStaff, { method: "PUT", params: { id }, fields: { fullName: "X" } })).status).toBe(
        400,
      );
      expect((await callJson<{ message: string }, IdParams>(deleteStaff, { method: "DELETE", params: { id } })).status).toBe(400);
    }
  });

  test("a staff member that salary records refer to cannot be deleted", async () => {
    const member = (await create({ ...imran, fullName: "Salaried Member" }, pngFile())).body.data;
    const params = { id: member._id };
    const salary = await addSalaryFor("Staff", member);

    const refused = await callJson<{ message: string }, IdParams>(deleteStaff, { method: "DELETE", params });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This staff member still has 1 salary record(s). Delete those salary records first.");
    expect((await callJson<{ data: StaffJson }, IdParams>(getStaff, { params })).status).toBe(200);
    expect(await storedPicture(member.image!)).toBeDefined();

    // Only salaries of type Staff count: a worker's salary with the same id does not hold a staff member.
    const db = await getDb();
    await db.delete(salaries).where(eq(salaries.id, salary.id));
    await addSalaryFor("Worker", member);
    const deleted = await callJson<{ message: string }, IdParams>(deleteStaff, { method: "DELETE", params });
    expect(deleted.status).toBe(200);
    expect(await storedPicture(member.image!)).toBeUndefined();
  });

  test("every call needs an admin session", async () => {
    const member = (await create({ ...imran, fullName: "Guarded Member" })).body.data;
    const params = { id: member._id };
    for (const token of [null, "garbage"]) {
      const responses = [
        await callForm(addStaff, { fields: imran, token }),
        await callJson(getStaffs, { token }),
        await callJson(getAllStaffs, { token }),
        await callJson<Record<string, unknown>, IdParams>(getStaff, { params, token }),
        await callForm<Record<string, unknown>, IdParams>(updateStaff, { method: "PUT", params, fields: { fullName: "Hijacked" }, token }),
        await callJson<Record<string, unknown>, IdParams>(deleteStaff, { method: "DELETE", params, token }),
      ];
      expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    }
    expect((await callJson<{ data: StaffJson }, IdParams>(getStaff, { params })).body.data.fullName).toBe("Guarded Member");
  });

  test("a staff member comes only as multipart/form-data (415 for JSON); `image` and `_id` text fields are ignored", async () => {
    expect((await callJson(addStaff, { rawBody: "{not json" })).status).toBe(415);
    expect((await callJson(addStaff, { body: { ...imran, fullName: "Json Member", salary: 20000 } })).status).toBe(415);
    const form = await create({ ...imran, fullName: "Form Member", salary: 20000, image: "../../etc/passwd", _id: MISSING_ID });
    expect(form.status).toBe(201);
    const saved = (form.body as SavedJson).data;
    expect(saved.image).toBeNull();
    expect(saved._id).not.toBe(MISSING_ID);
    expect(saved.salary).toBe(20000);
  });
});
