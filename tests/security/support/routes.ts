// THE access matrix: every route file under app/api and app/uploads, its methods, and who may call it.
// access.test.ts walks the app folder and fails when a route file or method is missing here, or listed
// here but gone. "public" routes answer without a session (each has its own rules); "admin" routes must
// refuse everyone but a signed-in admin with 401 or 403.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Access = "public" | "admin";
/** How the route reads its input: a JSON body, a multipart record form (JSON accepted too), a query string, nothing. */
export type Input = "json" | "form" | "query" | "none";

export interface RouteEntry {
  /** The route's folder under app/, as on disk. */
  route: string;
  methods: Method[];
  access: Access;
  input: Input;
  /** The record area whose payloads the route takes (see records.ts). */
  area?: Area;
}

export type Area = "account" | "student" | "room" | "booking" | "salary" | "staff" | "worker" | "maintenance" | "history";

const area = (prefix: string, plural: string, one: string, name: Area, input: Input, all = `get-all-${plural}`): RouteEntry[] => [
  { route: `api/${prefix}/add-${one}`, methods: ["POST"], access: "admin", input, area: name },
  { route: `api/${prefix}/get-${plural}`, methods: ["GET"], access: "admin", input: "query", area: name },
  { route: `api/${prefix}/${all}`, methods: ["GET"], access: "admin", input: "none", area: name },
  { route: `api/${prefix}/get-${one}/[id]`, methods: ["GET"], access: "admin", input: "none", area: name },
  { route: `api/${prefix}/update-${one}/[id]`, methods: ["PUT"], access: "admin", input, area: name },
  { route: `api/${prefix}/delete-${one}/[id]`, methods: ["DELETE"], access: "admin", input: "none", area: name },
];

export const ROUTES: RouteEntry[] = [
  // Unknown API paths: a JSON 404 for a signed-in admin, 401 for anyone else.
  { route: "api/[...path]", methods: ["GET", "POST", "PUT", "PATCH", "DELETE"], access: "admin", input: "none" },

  { route: "api/auth/login", methods: ["POST"], access: "public", input: "json", area: "account" },
  // Public: the first admin registers here; afterwards only an admin may (403 for anyone else).
  { route: "api/auth/register", methods: ["POST"], access: "public", input: "json", area: "account" },
  { route: "api/auth/forgot-password", methods: ["POST"], access: "public", input: "json", area: "account" },
  { route: "api/auth/reset-password/[token]", methods: ["POST"], access: "public", input: "json", area: "account" },
  { route: "api/auth/logout", methods: ["POST"], access: "public", input: "none" },
  // Public: the sign-in screens choose a language too (cookie only); signed in, it is kept on the account.
  { route: "api/language", methods: ["POST"], access: "public", input: "json" },
  { route: "api/auth/get-auth/[id]", methods: ["GET"], access: "admin", input: "none", area: "account" },
  { route: "api/auth/update-auth/[id]", methods: ["PUT"], access: "admin", input: "json", area: "account" },
  { route: "api/auth/delete-auth/[id]", methods: ["DELETE"], access: "admin", input: "none", area: "account" },

  ...area("students", "students", "student", "student", "form"),
  ...area("rooms", "rooms", "room", "room", "json"),
  ...area("bookings", "bookings", "booking", "booking", "json"),
  ...area("salary", "salaries", "salary", "salary", "json"),
  ...area("staffs", "staffs", "staff", "staff", "form"),
  ...area("workers", "workers", "worker", "worker", "form"),
  ...area("maintenance", "maintenances", "maintenance", "maintenance", "json", "get-all-maintenance"),
  ...area("history", "histories", "history", "history", "json"),
  { route: "api/history/fill-from-records", methods: ["GET"], access: "admin", input: "query", area: "history" },
  { route: "api/dashboard/summary", methods: ["GET"], access: "admin", input: "query" },

  // Stays and money: a booking's payments, ledger, notice, check-out, transfer, cancel and reminders.
  { route: "api/bookings/[id]/payments", methods: ["POST"], access: "admin", input: "json", area: "booking" },
  { route: "api/bookings/[id]/subscriptions", methods: ["GET", "POST"], access: "admin", input: "json" },
  { route: "api/bookings/[id]/charges", methods: ["POST"], access: "admin", input: "json" },
  { route: "api/subscriptions/[id]", methods: ["PUT"], access: "admin", input: "json" },
  { route: "api/charges/[id]/reverse", methods: ["POST"], access: "admin", input: "json" },
  { route: "api/charges/[id]/waive", methods: ["POST"], access: "admin", input: "json" },
  { route: "api/bookings/[id]/ledger", methods: ["GET"], access: "admin", input: "query", area: "booking" },
  { route: "api/bookings/[id]/notice", methods: ["POST", "DELETE"], access: "admin", input: "json", area: "booking" },
  { route: "api/bookings/[id]/check-out", methods: ["POST"], access: "admin", input: "json", area: "booking" },
  { route: "api/bookings/[id]/transfer", methods: ["POST", "DELETE"], access: "admin", input: "json", area: "booking" },
  { route: "api/bookings/[id]/cancel", methods: ["POST"], access: "admin", input: "json", area: "booking" },
  { route: "api/bookings/[id]/reminders", methods: ["POST"], access: "admin", input: "json", area: "booking" },
  { route: "api/payments", methods: ["GET"], access: "admin", input: "query" },
  { route: "api/payments/[id]", methods: ["GET"], access: "admin", input: "none" },
  { route: "api/payments/[id]/void", methods: ["POST"], access: "admin", input: "json" },
  { route: "api/dues", methods: ["GET"], access: "admin", input: "query" },
  { route: "api/dues/reminders", methods: ["GET"], access: "admin", input: "query" },
  { route: "api/rooms/occupancy", methods: ["GET"], access: "admin", input: "query" },
  { route: "api/rooms/free-beds", methods: ["GET"], access: "admin", input: "query" },
  // Electricity by meter: a room's readings, the preview of a reading's bill, and the void of the last one.
  { route: "api/rooms/[id]/readings", methods: ["GET", "POST"], access: "admin", input: "json" },
  { route: "api/rooms/[id]/readings/preview", methods: ["POST"], access: "admin", input: "json" },
  { route: "api/readings/[id]/void", methods: ["POST"], access: "admin", input: "json" },
  { route: "api/audit", methods: ["GET"], access: "admin", input: "query" },
  // The hostel's settings and charge types: read by every role, changed by owners.
  { route: "api/settings", methods: ["GET", "PUT"], access: "admin", input: "json" },
  { route: "api/charge-types", methods: ["GET", "POST"], access: "admin", input: "json" },
  { route: "api/charge-types/[id]", methods: ["PUT"], access: "admin", input: "json" },
  // The hostel's expenses: read by every role, recorded (multipart, the bill's picture) by owners and managers, voided by owners.
  { route: "api/expenses", methods: ["GET", "POST"], access: "admin", input: "form" },
  { route: "api/expenses/[id]", methods: ["GET"], access: "admin", input: "none" },
  { route: "api/expenses/[id]/void", methods: ["POST"], access: "admin", input: "json" },
  // The police register (docs/register.md): read by every role, reports recorded by owners and managers,
  // corrected by owners; old ID pictures removed by owners.
  { route: "api/register", methods: ["GET"], access: "admin", input: "query" },
  { route: "api/register/remove-old-id-pictures", methods: ["POST"], access: "admin", input: "none" },
  { route: "api/bookings/[id]/police-report", methods: ["POST", "PUT"], access: "admin", input: "json", area: "booking" },
  // The owner's reports: read by every role.
  { route: "api/reports/profit", methods: ["GET"], access: "admin", input: "query" },
  { route: "api/daybook", methods: ["GET"], access: "admin", input: "query" },
  // CSV of every list, with the list's own search.
  ...[
    "bookings",
    "customers",
    "dues",
    "expenses",
    "histories",
    "maintenances",
    "payments",
    "profit",
    "rooms",
    "salaries",
    "staffs",
    "workers",
  ].map((list): RouteEntry => ({ route: `api/export/${list}`, methods: ["GET"], access: "admin", input: "query" })),

  // Residents' pictures, to a signed-in admin only.
  { route: "uploads/[name]", methods: ["GET"], access: "admin", input: "none" },
];

/** Every route × method pair of the table. */
export const ROUTE_METHODS = ROUTES.flatMap((entry) => entry.methods.map((method) => ({ ...entry, method })));

export interface PathParams {
  id?: string;
  token?: string;
  name?: string;
  path?: string;
}

/** A concrete URL path for a route, its dynamic segments filled in (each value URL-encoded). */
export function urlOf(route: string, params: PathParams = {}): string {
  // Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser would send them.
  const encode = (value: string) => encodeURIComponent(value.toWellFormed());
  const filled = route
    .replace("[id]", encode(params.id ?? "00000000-0000-4000-8000-000000000000"))
    .replace("[token]", encode(params.token ?? "no-such-reset-token"))
    .replace("[name]", encode(params.name ?? "00000000-0000-4000-8000-000000000000.png"))
    .replace("[...path]", params.path ?? "no/such/endpoint");
  return `/${filled}`;
}

export interface Screen {
  /** The screen's path; `{id}` stands for a record of `area`. */
  path: string;
  area?: Area;
}

/** The admin screens of the spec (section 2). */
export function adminScreens(): Screen[] {
  const areas: [string, string, string, Area][] = [
    ["customers", "add-customer", "customer", "student"],
    ["rooms", "add-rooms", "room", "room"],
    ["bookings", "add-bookings", "booking", "booking"],
    ["salaries", "add-salary", "salary", "salary"],
    ["staffs", "add-staff", "staff", "staff"],
    ["workers", "add-workers", "worker", "worker"],
    ["maintenances", "add-maintenances", "maintenance", "maintenance"],
    ["histories", "add-history", "history", "history"],
  ];
  return [
    { path: "/" },
    { path: "/profile" },
    ...areas.flatMap(([list, add, one, area]) => [
      { path: `/${list}` },
      { path: `/${list}/${add}` },
      { path: `/${list}/view-${one}/{id}`, area },
      { path: `/${list}/edit-${one}/{id}`, area },
    ]),
    // Not a screen: unknown paths are guarded too (the not-found page is inside the shell).
    { path: "/no-such-screen" },
  ];
}

/** A screen's concrete path, `{id}` filled with the real record of its area. */
export const screenPath = (screen: Screen, ids: Record<string, string>) =>
  screen.path.replace("{id}", (screen.area && ids[screen.area]) || "00000000-0000-4000-8000-000000000000");
