// The access matrix, generated from the routes themselves: every handler under app/ declares the
// permission it needs (lib/permissions.ts), and each one is called by an owner, a manager, a viewer
// and a signed-out client. What a role may not do answers 403 and changes nothing; what it may do is
// never refused for its role; without a session every protected route answers 401.
import fs from "node:fs";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/lib/server/db";
import { can, FORBIDDEN_MESSAGE, PERMISSIONS, type Access, type Permission } from "@/lib/permissions";
import { ACCESS_LEVELS } from "@/models/enums";
import { auditEntries } from "@/models/ledger";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { POST as addRoom } from "@/app/api/rooms/add-room/route";
import { POST as addBooking } from "@/app/api/bookings/add-booking/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payments/route";
import { POST as addStaff } from "@/app/api/staffs/add-staff/route";
import { POST as addSalary } from "@/app/api/salary/add-salary/route";
import { POST as addMaintenance } from "@/app/api/maintenance/add-maintenance/route";
import { POST as addHistory } from "@/app/api/history/add-history/route";
import { hostelTime } from "@/lib/time";
import { BASE_URL, registerAdmin, type Account } from "../support/http";
import { callForm, callJson } from "../support/records";

type Handler = ((request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>) & {
  access?: Permission | "public";
};
interface RouteMethod {
  route: string;
  method: string;
  handler: Handler;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const root = process.cwd();

/** Every route.ts under app/, as its URL pattern ("api/bookings/[id]/notice"). */
function routeFiles(dir = path.join(root, "app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(path.join(root, "app"), dir).split(path.sep).join("/")] : [];
  });
}

async function routeMethods(): Promise<RouteMethod[]> {
  const found: RouteMethod[] = [];
  for (const route of routeFiles()) {
    const routeModule = (await import(`@/app/${route}/route`)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (typeof handler === "function") found.push({ route, method, handler: handler as Handler });
    }
  }
  return found;
}

let owner: Account;
const accounts = {} as Record<Access, Account>;
/** Real records, so a write that slipped past its check would really change something. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  owner = await registerAdmin({ username: "Owner" });
  accounts.owner = owner;
  accounts.manager = await registerAdmin({ asToken: owner.token, username: "Warden", access: "manager" });
  accounts.viewer = await registerAdmin({ asToken: owner.token, username: "Accountant", access: "viewer" });
  const today = hostelTime(new Date()).date;
  const as = { token: owner.token };
  ids.student = (
    await callForm<{ data: { _id: string } }>(addStudent, {
      ...as,
      fields: { studentName: "Matrix Resident", fatherName: "Father", contactNumber: "0300-1234567" },
    })
  ).body.data._id;
  ids.room = (
    await callJson<{ data: { _id: string } }>(addRoom, { ...as, body: { roomNumber: "Room 30", capacity: 2, monthlyRent: 9000 } })
  ).body.data._id;
  ids.booking = (
    await callJson<{ data: { _id: string } }>(addBooking, {
      ...as,
      body: { studentId: ids.student, selectedRoom: ids.room, bookingDate: today, securityCharges: 5000 },
    })
  ).body.data._id;
  ids.payment = (
    await callJson<{ payment: { _id: string } }>(recordPayment, {
      ...as,
      params: { id: ids.booking },
      body: { amount: 3000, mode: "cash" },
    })
  ).body.payment._id;
  ids.staff =
    (
      await callForm<{ data: { _id: string } }>(addStaff, {
        ...as,
        fields: { fullName: "Matrix Cook", contactNumber: "0301-1234567", salary: 20000, designation: "Cook" },
      })
    ).body.data?._id ?? "";
  ids.salary = ids.staff
    ? ((
        await callJson<{ data: { _id: string } }>(addSalary, {
          ...as,
          body: { employeeId: ids.staff, employeeType: "Staff", salaryMonth: today.slice(0, 7), basicSalary: 20000 },
        })
      ).body.data?._id ?? "")
    : "";
  ids.maintenance =
    (
      await callJson<{ data: { _id: string } }>(addMaintenance, {
        ...as,
        body: { title: "Matrix tap", maintenanceType: "Plumbing", totalCost: 500 },
      })
    ).body.data?._id ?? "";
  ids.history = (await callJson<{ data: { _id: string } }>(addHistory, { ...as, body: { month: "January 2026" } })).body.data?._id ?? "";
}, 60_000);

/** The record a route's `{id}` points at, by the area in its path. */
function idFor(route: string, self: string | undefined): string {
  // One's own account for what one may do to oneself; another's for the rest.
  if (route.startsWith("api/auth/update-auth")) return self ?? accounts.manager.id;
  if (route.startsWith("api/auth/")) return accounts.manager.id;
  if (route.startsWith("api/payments/")) return ids.payment!;
  const areas: [string, string][] = [
    ["api/bookings/", "booking"],
    ["api/students/", "student"],
    ["api/rooms/", "room"],
    ["api/staffs/", "staff"],
    ["api/salary/", "salary"],
    ["api/maintenance/", "maintenance"],
    ["api/history/", "history"],
  ];
  const area = areas.find(([prefix]) => route.startsWith(prefix))?.[1];
  return (area && ids[area]) || "00000000-0000-4000-8000-000000000000";
}

/** A body each write would accept from a role allowed to make it, so a missing check would show. */
function bodyFor(route: string, method: string): unknown {
  if (method === "GET" || method === "DELETE") return undefined;
  if (route.endsWith("/void")) return { reason: "Matrix" };
  if (route.endsWith("/payments")) return { amount: 100, mode: "cash" };
  if (route.endsWith("/notice")) return { leaveDate: hostelTime(new Date()).date };
  if (route.endsWith("/cancel")) return { reason: "Matrix" };
  if (route.endsWith("/check-out")) return { damages: [], keyLost: false };
  if (route.includes("update-booking")) return { notes: "Matrix" };
  if (route.includes("update-room")) return { notes: "Matrix" };
  if (route.includes("add-room")) return { roomNumber: "Room 31", capacity: 1, monthlyRent: 5000 };
  if (route.includes("update-maintenance")) return { title: "Matrix" };
  if (route.includes("update-history")) return { month: "February 2026" };
  if (route.endsWith("update-auth/[id]")) return { username: "Renamed" };
  return {};
}

function requestFor({ route, method }: RouteMethod, caller: Account | null): { request: Request; params: Record<string, unknown> } {
  const token = caller?.token;
  const id = idFor(route, caller?.id);
  const params: Record<string, unknown> = {};
  const url = route
    .replace("[id]", (params.id = id) as string)
    .replace("[name]", (params.name = "missing.webp") as string)
    .replace("[...path]", () => ((params.path = ["no", "such"]), "no/such"));
  const headers = new Headers();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const body = bodyFor(route, method);
  if (body !== undefined) headers.set("content-type", "application/json");
  return {
    request: new Request(`${BASE_URL}/${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    params,
  };
}

async function call(entry: RouteMethod, caller: Account | null) {
  const { request, params } = requestFor(entry, caller);
  const response = await entry.handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, message: text.startsWith("{") ? (JSON.parse(text) as { message?: string }).message : undefined };
}

/** Every stored row of the tables a write could touch, and the audit log's length. */
async function snapshot(): Promise<string> {
  const db = await getDb();
  const tables = [
    "users",
    "students",
    "rooms",
    "bookings",
    "stay_rooms",
    "charges",
    "booking_payments",
    "settlements",
    "staff",
    "workers",
    "salaries",
    "maintenance",
    "histories",
  ];
  const parts: string[] = [];
  for (const table of tables)
    parts.push(`${table}: ${JSON.stringify(rowsOf(await db.execute(sql.raw(`select * from ${table} order by 1`))))}`);
  const [audit] = await db.select({ value: count() }).from(auditEntries);
  return `${parts.join("\n")}\naudit: ${audit?.value}`;
}

describe("the access matrix, from every route's declared permission", () => {
  let routes: RouteMethod[] = [];
  beforeAll(async () => {
    routes = await routeMethods();
  }, 60_000);

  it("every handler declares who may call it, with a permission of the table", () => {
    expect(routes.length).toBeGreaterThan(80);
    const undeclared = routes.filter(({ handler }) => handler.access === undefined).map(({ route, method }) => `${method} ${route}`);
    expect(undeclared).toEqual([]);
    const unknown = routes
      .filter(({ handler }) => handler.access !== "public" && !(handler.access! in PERMISSIONS))
      .map(({ route, method }) => `${method} ${route}`);
    expect(unknown).toEqual([]);
    // Writes that only an owner may make are declared so.
    const declared = (route: string, method: string) =>
      routes.find((entry) => entry.route === route && entry.method === method)?.handler.access;
    expect(declared("api/payments/[id]/void", "POST")).toBe("money.correct");
    expect(declared("api/bookings/delete-booking/[id]", "DELETE")).toBe("records.delete");
    expect(declared("api/auth/delete-auth/[id]", "DELETE")).toBe("accounts");
  });

  it("without a session every protected route answers 401", async () => {
    const wrong: string[] = [];
    for (const entry of routes.filter(({ handler }) => handler.access !== "public")) {
      const { status } = await call(entry, null);
      if (status !== 401) wrong.push(`${entry.method} ${entry.route}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the roles read what they may: a viewer reads every list, a manager records a payment but cannot void it", async () => {
    const viewerList = routes.find((entry) => entry.route === "api/bookings/get-bookings" && entry.method === "GET")!;
    expect((await call(viewerList, accounts.viewer)).status).toBe(200);
    const voidIt = routes.find((entry) => entry.route === "api/payments/[id]/void")!;
    expect((await call(voidIt, accounts.manager)).status).toBe(403);
  });

  // Viewer first, owner last: the owner's calls really delete and void the sample records.
  for (const access of [...ACCESS_LEVELS].reverse()) {
    it(`${access === "owner" ? "an" : "a"} ${access} is refused exactly what the table denies, and a refused call changes nothing`, async () => {
      const wrong: string[] = [];
      for (const entry of routes.filter(({ handler }) => handler.access !== "public")) {
        const allowed = can(access, entry.handler.access as Permission);
        const before = allowed ? "" : await snapshot();
        const { status, message } = await call(entry, accounts[access]);
        if (allowed && (status === 403 || status === 401 || status >= 500))
          wrong.push(`${entry.method} ${entry.route}: ${status} (${message}) though allowed`);
        if (!allowed) {
          if (status !== 403 || message !== FORBIDDEN_MESSAGE)
            wrong.push(`${entry.method} ${entry.route}: ${status} (${message}), expected 403`);
          if ((await snapshot()) !== before) wrong.push(`${entry.method} ${entry.route}: changed stored rows though refused`);
        }
      }
      expect(wrong).toEqual([]);
    }, 180_000);
  }
});
