import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { POST as addWorker } from "@/app/api/workers/add-worker/route";
import { GET as getWorkers } from "@/app/api/workers/get-workers/route";
import { GET as getAllWorkers } from "@/app/api/workers/get-all-workers/route";
import { GET as getWorker } from "@/app/api/workers/get-worker/[id]/route";
import { PUT as updateWorker } from "@/app/api/workers/update-worker/[id]/route";
import { DELETE as deleteWorker } from "@/app/api/workers/delete-worker/[id]/route";
import { GET as getUpload } from "@/app/uploads/[name]/route";
import { getDb } from "@/lib/server/db";
import { salaries } from "@/models/salaries";
import type { WorkerJson } from "../support/api-types";
import { adminBearer, callForm, callJson, jpegFile, pngFile, storedPicture, storedPictureCount } from "../support/records";

interface ListJson {
  workers: WorkerJson[];
  totalPages: number;
  totalWorkers: number;
  currentPage: number;
}
interface SavedJson {
  message: string;
  data: WorkerJson;
  errors?: Record<string, string>;
}
type IdParams = { id: string };

const aslam = {
  fullName: "Muhammad Aslam",
  phone: "0345-1112223",
  address: "Street 4, Gulberg, Lahore",
  email: "Aslam@Hostel.PK",
  cnic: "35202-1112223-5",
  jobRole: "Cleaner",
  shiftTiming: "9:00 AM - 5:00 PM",
  department: "Housekeeping",
};
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

function create(fields: Record<string, string | number>, image?: Blob) {
  return callForm<SavedJson>(addWorker, { fields, image });
}

async function workerCount() {
  return (await callJson<{ workers: WorkerJson[] }>(getAllWorkers)).body.workers.length;
}

async function addSalaryFor(employeeType: "Staff" | "Worker", worker: WorkerJson) {
  const db = await getDb();
  const [row] = await db
    .insert(salaries)
    .values({
      employeeType,
      employeeId: worker._id,
      fullName: worker.fullName,
      basicSalary: 25000,
      allowances: 1000,
      deductions: 500,
      netSalary: 25500,
      salaryMonth: "2026-02",
    })
    .returning();
  return row!;
}

describe("workers", () => {
  test("add-worker stores a worker with a picture, served back by the uploads route", async () => {
    const response = await create(
      { ...aslam, salary: "25000", gender: "Male", dob: "1985-07-01", joinDate: "2023-06-15", designation: "Boss", role: "admin" },
      pngFile(),
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Worker created successfully!");
    const worker = response.body.data;
    expect(worker._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(worker).toMatchObject({
      fullName: "Muhammad Aslam",
      email: "aslam@hostel.pk",
      jobRole: "Cleaner",
      shiftTiming: "9:00 AM - 5:00 PM",
      gender: "Male",
      salary: 25000,
      dob: "1985-07-01",
      joinDate: "2023-06-15",
    });
    // Workers have no designation; it and other unknown fields are ignored.
    expect(worker).not.toHaveProperty("designation");
    expect(worker).not.toHaveProperty("role");
    expect(worker.image).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const served = await getUpload(
      new Request(`http://panel.test/uploads/${worker.image}`, { headers: { authorization: `Bearer ${await adminBearer()}` } }),
      { params: Promise.resolve({ name: worker.image! }) },
    );
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // Stored as re-encoded: the served bytes are the stored WebP, named by its hash.
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(servedBytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(served.headers.get("etag")).toBe(`"${createHash("sha256").update(servedBytes).digest("hex")}"`);
  });

  test("only the full name is required", async () => {
    const before = await workerCount();
    const empty = await create({});
    expect(empty.status).toBe(400);
    const fullNameRequired = { code: "fieldRequired", params: { label: { label: "fullName" } } };
    // The contract's message and errors, and beside them the same by code.
    expect(empty.body).toEqual({
      message: "Full name is required",
      errors: { fullName: "Full name is required" },
      ...fullNameRequired,
      fieldCodes: { fullName: fullNameRequired },
    });
    expect((await create({ fullName: "   " })).body.errors).toEqual({ fullName: "Full name is required" });
    expect(await workerCount()).toBe(before);

    const bare = await create({ fullName: "Name Only" });
    expect(bare.status).toBe(201);
    expect(bare.body.data).toMatchObject({
      fullName: "Name Only",
      phone: null,
      address: null,
      salary: 0,
      jobRole: null,
      shiftTiming: null,
      image: null,
    });
  });

  test("wrong types, unknown genders, bad money and long strings are refused field by field", async () => {
    const before = await workerCount();
    const wrong = await create({ ...aslam, salary: "abc", gender: "female", email: "aslam@", dob: "31-02-1985" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      salary: "Salary must be a number",
      gender: "Gender must be one of: Male, Female, Other",
      email: "Invalid email format",
      dob: "Date of birth must be a valid date",
    });
    expect((await create({ ...aslam, salary: "999.99" })).body.errors).toEqual({ salary: "Salary must be a whole number" });
    expect((await create({ ...aslam, salary: "-100" })).body.errors).toEqual({ salary: "Salary cannot be negative" });

    const tooLong = await create({
      fullName: "x".repeat(201),
      phone: "3".repeat(21),
      address: "a".repeat(301),
      jobRole: "j".repeat(101),
      shiftTiming: "s".repeat(51),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({
      fullName: "Full name must be at most 200 characters",
      phone: "Phone must be a Pakistani mobile number like 0300-1234567",
      address: "Address must be at most 300 characters",
      jobRole: "Job role must be at most 100 characters",
      shiftTiming: "Shift timing must be at most 50 characters",
    });
    expect(await workerCount()).toBe(before);
  });

  test("only real pictures are stored", async () => {
    const before = await storedPictureCount();
    const html = await create(aslam, new Blob(["<html><body>hi</body></html>"], { type: "image/jpeg" }));
    expect(html.status).toBe(415);
    expect(html.body.errors).toEqual({ image: "Only PNG, JPEG, WebP or GIF pictures can be uploaded." });
    expect(await storedPictureCount()).toBe(before);
  });

  test("get-workers pages by 10, newest first, with the spec's wrapper and a trimmed, case-insensitive search", async () => {
    for (let index = 1; index <= 12; index++) {
      const number = String(index).padStart(2, "0");
      const response = await create({
        fullName: `Pager ${number}`,
        phone: `0333-00000${number}`,
        email: `pager${number}@workers.pk`,
        cnic: `42101-00000${number}-9`,
        jobRole: index === 4 ? "Electrician" : "Guard",
      });
      expect(response.status).toBe(201);
    }
    const first = await callJson<ListJson>(getWorkers, { query: { page: 1, searchTerm: "pager" } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, totalWorkers: 12, currentPage: 1 });
    expect(first.body.workers).toHaveLength(10);
    expect(first.body.workers[0]!.fullName).toBe("Pager 12");
    const second = await callJson<ListJson>(getWorkers, { query: { page: 2, searchTerm: " pAGER  " } });
    expect(second.body).toMatchObject({ totalPages: 2, totalWorkers: 12, currentPage: 2 });
    expect(second.body.workers.map((worker) => worker.fullName)).toEqual(["Pager 02", "Pager 01"]);

    const names = async (searchTerm: string) =>
      (await callJson<ListJson>(getWorkers, { query: { searchTerm } })).body.workers.map((worker) => worker.fullName);
    expect(await names("0333-0000009")).toEqual(["Pager 09"]);
    expect(await names("Pager10@Workers.PK")).toEqual(["Pager 10"]);
    expect(await names("42101-0000001-9")).toEqual(["Pager 01"]);
    expect(await names("ELECTRICIAN")).toEqual(["Pager 04"]);
    expect(await names("_")).toEqual([]);

    const badPage = await callJson(getWorkers, { query: { page: "0" } });
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ errors: { page: "Page must be at least 1" } });
  });

  test("get-all-workers returns every worker, newest first, under workers", async () => {
    const created = (await create({ ...aslam, fullName: "Newest Worker" })).body.data;
    const all = await callJson<{ workers: WorkerJson[] }>(getAllWorkers);
    expect(all.status).toBe(200);
    expect(Object.keys(all.body)).toEqual(["workers"]);
    expect(all.body.workers.length).toBeGreaterThan(10);
    expect(all.body.workers[0]!._id).toBe(created._id);
  });

  test("get-worker, update-worker and delete-worker, with the picture replaced and then removed", async () => {
    const created = (await create({ ...aslam, fullName: "To Change", salary: 20000 }, pngFile())).body.data;
    const params = { id: created._id };
    const got = await callJson<{ data: WorkerJson }, IdParams>(getWorker, { params });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(created);

    const updated = await callForm<SavedJson, IdParams>(updateWorker, {
      method: "PUT",
      params,
      fields: { fullName: "Changed Worker", shiftTiming: "10:00 PM - 6:00 AM", jobRole: "Night Guard", phone: "", salary: "22000" },
      image: jpegFile(),
      imageName: "new.jpg",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Worker updated successfully!");
    expect(updated.body.data).toMatchObject({
      fullName: "Changed Worker",
      shiftTiming: "10:00 PM - 6:00 AM",
      jobRole: "Night Guard",
      phone: null,
      salary: 22000,
      address: aslam.address,
      email: "aslam@hostel.pk",
    });
    expect(updated.body.data.image).toMatch(/\.webp$/);
    expect(await storedPicture(created.image!)).toBeUndefined();
    expect(await storedPicture(updated.body.data.image!)).toBeDefined();

    const filesBefore = await storedPictureCount();
    const invalid = await callForm<SavedJson, IdParams>(updateWorker, {
      method: "PUT",
      params,
      fields: { fullName: "", salary: "1.5" },
      image: pngFile(),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ fullName: "Full name is required", salary: "Salary must be a whole number" });
    expect(await storedPictureCount()).toBe(filesBefore);
    expect((await callJson<{ data: WorkerJson }, IdParams>(getWorker, { params })).body.data.fullName).toBe("Changed Worker");

    const deleted = await callJson<{ message: string }, IdParams>(deleteWorker, { method: "DELETE", params });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Worker deleted successfully!" });
    expect(await storedPicture(updated.body.data.image!)).toBeUndefined();
    expect((await callJson<{ message: string }, IdParams>(getWorker, { params })).status).toBe(404);
  });

  test("a missing worker is 404 and an id that is not an id is 400", async () => {
    const missing = { id: MISSING_ID };
    const notFound = await callJson<{ message: string }, IdParams>(getWorker, { params: missing });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ message: "Worker not found", code: "workerNotFound" });
    expect(
      (await callForm<SavedJson, IdParams>(updateWorker, { method: "PUT", params: missing, fields: { jobRole: "Cook" } })).status,
    ).toBe(404);
    expect((await callJson<{ message: string }, IdParams>(deleteWorker, { method: "DELETE", params: missing })).status).toBe(404);

    for (const id of ["not-an-id", "'; drop table workers; --"]) {
      const got = await callJson<{ errors: Record<string, string> }, IdParams>(getWorker, { params: { id } });
      expect(got.status).toBe(400);
      expect(got.body.errors).toEqual({ id: "Invalid id" });
      expect((await callForm<SavedJson, IdParams>(updateWorker, { method: "PUT", params: { id }, fields: { fullName: "X" } })).status).toBe(
        400,
      );
      expect((await callJson<{ message: string }, IdParams>(deleteWorker, { method: "DELETE", params: { id } })).status).toBe(400);
    }
  });

  test("a worker that salary records refer to cannot be deleted", async () => {
    const worker = (await create({ ...aslam, fullName: "Salaried Worker" }, pngFile())).body.data;
    const params = { id: worker._id };
    await addSalaryFor("Worker", worker);
    await addSalaryFor("Worker", worker);

    const refused = await callJson<{ message: string }, IdParams>(deleteWorker, { method: "DELETE", params });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This worker still has 2 salary record(s). Delete those salary records first.");
    expect((await callJson<{ data: WorkerJson }, IdParams>(getWorker, { params })).status).toBe(200);
    expect(await storedPicture(worker.image!)).toBeDefined();

    // A staff salary with the same id does not hold a worker.
    const db = await getDb();
    await db.delete(salaries).where(eq(salaries.employeeId, worker._id));
    await addSalaryFor("Staff", worker);
    expect((await callJson<{ message: string }, IdParams>(deleteWorker, { method: "DELETE", params })).status).toBe(200);
    expect(await storedPicture(worker.image!)).toBeUndefined();
  });

  test("every call needs an admin session", async () => {
    const worker = (await create({ ...aslam, fullName: "Guarded Worker" })).body.data;
    const params = { id: worker._id };
    for (const token of [null, "garbage"]) {
      const responses = [
        await callForm(addWorker, { fields: aslam, token }),
        await callJson(getWorkers, { token }),
        await callJson(getAllWorkers, { token }),
        await callJson<Record<string, unknown>, IdParams>(getWorker, { params, token }),
        await callForm<Record<string, unknown>, IdParams>(updateWorker, { method: "PUT", params, fields: { fullName: "Hijacked" }, token }),
        await callJson<Record<string, unknown>, IdParams>(deleteWorker, { method: "DELETE", params, token }),
      ];
      expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    }
    expect((await callJson<{ data: WorkerJson }, IdParams>(getWorker, { params })).body.data.fullName).toBe("Guarded Worker");
  });

  test("a worker comes only as multipart/form-data (415 for JSON); `image` and `createdAt` text fields are ignored", async () => {
    expect((await callJson(addWorker, { rawBody: "[1, 2" })).status).toBe(415);
    expect((await callJson(addWorker, { body: { fullName: "Json Worker", salary: 18000 } })).status).toBe(415);
    const form = await create({ fullName: "Form Worker", salary: 18000, image: "x.png", createdAt: "1999-01-01" });
    expect(form.status).toBe(201);
    const saved = (form.body as SavedJson).data;
    expect(saved).toMatchObject({ fullName: "Form Worker", salary: 18000, image: null });
    expect(new Date(saved.createdAt).getFullYear()).toBeGreaterThan(1999);
  });
});
