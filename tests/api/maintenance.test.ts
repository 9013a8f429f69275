import { POST as addMaintenance } from "@/app/api/maintenance/add-maintenance/route";
import { GET as getMaintenances } from "@/app/api/maintenance/get-maintenances/route";
import { GET as getAllMaintenance } from "@/app/api/maintenance/get-all-maintenance/route";
import { GET as getMaintenance } from "@/app/api/maintenance/get-maintenance/[id]/route";
import { PUT as updateMaintenance } from "@/app/api/maintenance/update-maintenance/[id]/route";
import { DELETE as deleteMaintenance } from "@/app/api/maintenance/delete-maintenance/[id]/route";
import type { MaintenanceJson } from "../support/api-types";
import { callJson } from "../support/records";

interface MaintenanceAnswer {
  message: string;
  data: MaintenanceJson;
  errors?: Record<string, string>;
}
interface ListJson {
  maintenance: MaintenanceJson[];
  totalPages: number;
  totalMaintenance: number;
  currentPage: number;
}

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const COMPLETION_MESSAGE = "Work completion date cannot be before the work start date";
const leak = {
  title: "Leaking tap",
  maintenanceType: "Plumbing",
  location: "Room 12",
  issueDescription: "The bathroom tap drips all night.",
};

const create = (body: Record<string, unknown>) => callJson<MaintenanceAnswer>(addMaintenance, { body });
const countAll = async () => (await callJson<{ maintenance: MaintenanceJson[] }>(getAllMaintenance)).body.maintenance.length;

describe("maintenance", () => {
  test("add-maintenance stores a job with every field, and ignores unknown ones", async () => {
    const response = await create({
      ...leak,
      assignedTo: "Bashir (plumber)",
      status: "In Progress",
      totalCost: "2500",
      paymentMethod: "Bank Transfer",
      paymentDate: "2025-04-12",
      paidBy: "Hostel office",
      workStartDate: "2025-04-10T09:30:00.000Z",
      workCompletionDate: "2025-04-11",
      role: "admin",
      createdAt: "2000-01-01T00:00:00.000Z",
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Maintenance created successfully!");
    const job = response.body.data;
    expect(job._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(job).toMatchObject({
      ...leak,
      assignedTo: "Bashir (plumber)",
      status: "In Progress",
      totalCost: 2500,
      paymentMethod: "Bank Transfer",
      paymentDate: "2025-04-12",
      paidBy: "Hostel office",
      workStartDate: "2025-04-10",
      workCompletionDate: "2025-04-11",
    });
    expect(job).not.toHaveProperty("role");
    expect(job).not.toHaveProperty("id");
    expect(new Date(job.createdAt).getFullYear()).toBeGreaterThan(2000);
  });

  test.each(["JazzCash", "Easypaisa"])("a job paid by %s is stored with that method", async (paymentMethod) => {
    const response = await create({ ...leak, totalCost: "1200", paymentMethod, paymentDate: "2025-04-12" });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ paymentMethod, totalCost: 1200 });
  });

  test("a job with only the required fields is Pending and costs 0", async () => {
    const response = await create({ ...leak, status: "", totalCost: "", paymentMethod: "" });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      status: "Pending",
      totalCost: 0,
      paymentMethod: null,
      assignedTo: null,
      paymentDate: null,
      workStartDate: null,
      workCompletionDate: null,
    });
  });

  test("each validation rule has its message, and nothing is stored on failure", async () => {
    const before = await countAll();
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      title: "Title is required",
      maintenanceType: "Maintenance type is required",
      location: "Location is required",
      issueDescription: "Issue description is required",
    });
    const blank = await create({ title: "  ", maintenanceType: "", location: "", issueDescription: " " });
    expect(blank.body.errors).toEqual(empty.body.errors);

    const wrong = await create({
      ...leak,
      maintenanceType: "Roofing",
      status: "Done",
      totalCost: "a lot",
      paymentMethod: "Cheque",
      paymentDate: "2025-02-30",
      workStartDate: "soon",
      title: "x".repeat(201),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      title: "Title must be at most 200 characters",
      maintenanceType:
        "Maintenance type must be one of: Plumbing, Electrical, Cleaning, Furniture, Gardening, Painting, Geyser, Fridge, Other",
      status: "Status must be one of: Pending, In Progress, Completed, Cancelled",
      totalCost: "Total cost must be a number",
      paymentMethod: "Payment method must be one of: Cash, Bank Transfer, JazzCash, Easypaisa, Other",
      paymentDate: "Payment date must be a valid date",
      workStartDate: "Work start date must be a valid date",
    });
    const negative = await create({ ...leak, totalCost: -1 });
    expect(negative.body.errors).toEqual({ totalCost: "Total cost cannot be negative" });
    const fraction = await create({ ...leak, totalCost: 99.5 });
    expect(fraction.body.errors).toEqual({ totalCost: "Total cost must be a whole number" });

    const backwards = await create({ ...leak, workStartDate: "2025-04-10", workCompletionDate: "2025-04-09" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(COMPLETION_MESSAGE);
    expect(backwards.body.errors).toEqual({ workCompletionDate: COMPLETION_MESSAGE });
    expect((await callJson(addMaintenance, { rawBody: "{oops" })).status).toBe(400);
    expect(await countAll()).toBe(before);

    for (const maintenanceType of [
      "Plumbing",
      "Electrical",
      "Cleaning",
      "Furniture",
      "Gardening",
      "Painting",
      "Geyser",
      "Fridge",
      "Other",
    ]) {
      expect((await create({ ...leak, maintenanceType })).status).toBe(201);
    }
    const sameDay = await create({ ...leak, workStartDate: "2025-04-10", workCompletionDate: "2025-04-10" });
    expect(sameDay.status).toBe(201);
  });

  test("get-maintenances pages by 10, newest first, with the spec's wrapper and a search by title, type, location or status", async () => {
    for (let index = 1; index <= 12; index++) {
      const response = await create({ ...leak, title: `Pager job ${String(index).padStart(2, "0")}`, location: "Block P" });
      expect(response.status).toBe(201);
    }
    await create({
      title: "Fan repair",
      maintenanceType: "Electrical",
      location: "Common room",
      issueDescription: "Ceiling fan hums",
      status: "Cancelled",
    });
    await create({
      title: "Lawn",
      maintenanceType: "Gardening",
      location: "Front yard",
      issueDescription: "Grass is long",
      status: "Completed",
    });

    const first = await callJson<ListJson>(getMaintenances, { query: { page: 1, searchTerm: "pager JOB" } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, totalMaintenance: 12, currentPage: 1 });
    expect(first.body.maintenance).toHaveLength(10);
    expect(first.body.maintenance[0]!.title).toBe("Pager job 12");
    const second = await callJson<ListJson>(getMaintenances, { query: { page: 2, searchTerm: "pager job" } });
    expect(second.body.maintenance.map((job) => job.title)).toEqual(["Pager job 02", "Pager job 01"]);

    const titles = async (searchTerm: string) =>
      (await callJson<ListJson>(getMaintenances, { query: { searchTerm } })).body.maintenance.map((job) => job.title);
    const electrical = (await callJson<ListJson>(getMaintenances, { query: { searchTerm: "ELECTRICAL" } })).body.maintenance;
    expect(electrical.map((job) => job.title)).toContain("Fan repair");
    expect(electrical.every((job) => job.maintenanceType === "Electrical")).toBe(true);
    expect(await titles("FRONT YARD")).toEqual(["Lawn"]);
    expect(await titles("cancel")).toEqual(["Fan repair"]);
    expect(await titles("completed")).toEqual(["Lawn"]);
    expect(await titles("block p")).toHaveLength(10);
    expect(await titles("_")).toEqual([]);

    const all = await callJson<ListJson>(getMaintenances);
    expect(all.body.totalMaintenance).toBe(await countAll());
    const beyond = await callJson<ListJson>(getMaintenances, { query: { page: 99 } });
    expect(beyond.body.maintenance).toEqual([]);
    expect(beyond.body.currentPage).toBe(99);
    expect((await callJson(getMaintenances, { query: { page: "0" } })).status).toBe(400);
  });

  test("get-all-maintenance returns every job, newest first", async () => {
    const response = await callJson<{ maintenance: MaintenanceJson[] }>(getAllMaintenance);
    expect(response.status).toBe(200);
    expect(response.body.maintenance.length).toBeGreaterThan(10);
    const created = response.body.maintenance.map((job) => job.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  test("get-maintenance, update-maintenance (any status to any other) and delete-maintenance", async () => {
    const created = (
      await create({ ...leak, status: "Completed", workStartDate: "2025-04-10", workCompletionDate: "2025-04-12", assignedTo: "Bashir" })
    ).body.data;
    const params = { id: created._id };
    const got = await callJson<{ data: MaintenanceJson }>(getMaintenance, { params });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(created);

    const reopened = await callJson<MaintenanceAnswer>(updateMaintenance, {
      method: "PUT",
      params,
      body: { ...created, status: "Pending", totalCost: 1800, assignedTo: "", _id: MISSING_ID, role: "admin" },
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.message).toBe("Maintenance updated successfully!");
    expect(reopened.body.data).toMatchObject({
      _id: created._id,
      status: "Pending",
      totalCost: 1800,
      assignedTo: null,
      title: leak.title,
      createdAt: created.createdAt,
    });
    for (const status of ["In Progress", "Cancelled", "Completed"]) {
      const moved = await callJson<MaintenanceAnswer>(updateMaintenance, { method: "PUT", params, body: { status } });
      expect(moved.body.data.status).toBe(status);
    }
    const cleared = await callJson<MaintenanceAnswer>(updateMaintenance, { method: "PUT", params, body: { status: "", totalCost: "" } });
    expect(cleared.body.data).toMatchObject({ status: "Pending", totalCost: 0, workStartDate: "2025-04-10" });

    // The date order is checked against the stored start date when only the completion date is sent.
    const backwards = await callJson<MaintenanceAnswer>(updateMaintenance, {
      method: "PUT",
      params,
      body: { workCompletionDate: "2025-04-01" },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ workCompletionDate: COMPLETION_MESSAGE });
    const laterStart = await callJson<MaintenanceAnswer>(updateMaintenance, {
      method: "PUT",
      params,
      body: { workStartDate: "2025-04-20" },
    });
    expect(laterStart.status).toBe(400);
    expect((await callJson<{ data: MaintenanceJson }>(getMaintenance, { params })).body.data.workCompletionDate).toBe("2025-04-12");
    const bothMoved = await callJson<MaintenanceAnswer>(updateMaintenance, {
      method: "PUT",
      params,
      body: { workStartDate: "2025-04-20", workCompletionDate: "2025-04-22" },
    });
    expect(bothMoved.body.data).toMatchObject({ workStartDate: "2025-04-20", workCompletionDate: "2025-04-22" });

    const required = await callJson<MaintenanceAnswer>(updateMaintenance, { method: "PUT", params, body: { title: "", location: " " } });
    expect(required.status).toBe(400);
    expect(required.body.errors).toEqual({ title: "Title is required", location: "Location is required" });

    const deleted = await callJson<{ message: string }>(deleteMaintenance, { method: "DELETE", params });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Maintenance deleted successfully!" });
    const gone = await callJson<{ message: string }>(getMaintenance, { params });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Maintenance not found");

    const missing = { id: MISSING_ID };
    expect((await callJson(updateMaintenance, { method: "PUT", params: missing, body: { status: "Completed" } })).status).toBe(404);
    expect((await callJson(deleteMaintenance, { method: "DELETE", params: missing })).status).toBe(404);
    expect((await callJson(getMaintenance, { params: { id: "abc" } })).status).toBe(400);
    expect((await callJson(updateMaintenance, { method: "PUT", params: { id: "abc" }, body: {} })).status).toBe(400);
    expect((await callJson(deleteMaintenance, { method: "DELETE", params: { id: "abc" } })).status).toBe(400);
  });

  test("every call needs an admin session", async () => {
    const params = { id: MISSING_ID };
    for (const token of [null, "garbage"]) {
      const responses = [
        await callJson(addMaintenance, { body: leak, token }),
        await callJson(getMaintenances, { token }),
        await callJson(getAllMaintenance, { token }),
        await callJson(getMaintenance, { params, token }),
        await callJson(updateMaintenance, { method: "PUT", params, body: {}, token }),
        await callJson(deleteMaintenance, { method: "DELETE", params, token }),
      ];
      expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    }
  });
});
