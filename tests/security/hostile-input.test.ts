// Hostile input, generated with fast-check, over every route of the access table.
// Thousands of requests with wrong types, huge and negative values, bad dates, prototype keys, fields
// the server must compute itself, SQL-looking text, malformed bodies and content types. The server may
// refuse (4xx) or accept (2xx), never fail (5xx) or show a stack trace or SQL; it must stay up, and
// afterwards the money and capacity rules must still hold.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { call, closeClient, databaseName, inParallel, jsonOf, type Reply } from "./support/server";
import { newAdmin, rootAdmin, uniqueEmail, type Account } from "./support/accounts";
import { closeSql } from "./support/database";
import { create, getJson, multipart, pngBytes, validBody } from "./support/records";
import { invariantViolations } from "./support/invariants";
import { ROUTE_METHODS, urlOf, type Area, type Method, type RouteEntry } from "./support/routes";

const FROM = "127.0.6.1";
const SEED = Number(process.env.SECURITY_SEED || Math.floor(Math.random() * 2 ** 31));
const TOTAL = Number(process.env.SECURITY_FUZZ_REQUESTS || 5200);
const POLLUTED = "polluted-marker";

let admin: Account;
const throwaways: Account[] = [];
const pool: Record<Area | "picture", string[]> = {
  account: [],
  student: [],
  room: [],
  booking: [],
  salary: [],
  staff: [],
  worker: [],
  maintenance: [],
  history: [],
  picture: [],
};

// ----- values -----------------------------------------------------------------------------------

const SQLISH = [
  "' OR '1'='1",
  "'; DROP TABLE students; --",
  "1; SELECT pg_sleep(10)--",
  '" OR ""="',
  "admin'--",
  "%' AND 1=1 --",
  "' UNION SELECT secret FROM users --",
  "\\'; TRUNCATE bookings; --",
  "$$; drop table rooms; $$",
  "1' AND (SELECT COUNT(*) FROM users) > 0 --",
  "%",
  "%%",
  "%_%",
  "_",
  "\\",
  "*",
  ".*",
  "$1",
  "?",
  "' || pg_read_file('/etc/passwd') || '",
];
const ODD_TEXT = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\uffff",
  "\u202e",
  "𝕏𝕐",
  "ا ب ت",
  "🙂",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "${7*7}",
  "../../etc/passwd",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "true",
  "[]",
  "{}",
  "0x1F",
  "1e309",
  "-0",
  "   42   ",
  "42abc",
  "１２３",
  "٣",
  "Room 1",
  "Room 0",
  "Room 37",
  "room 1",
  "cash",
  "CASH",
  "bank_transfer",
  "Staff",
  "Worker",
  "months",
  "admin",
  "user",
];
const DATES = [
  "2025-02-30",
  "2025-13-01",
  "2025-00-10",
  "0000-00-00",
  "1899-12-31",
  "2201-01-01",
  "9999-12-31",
  "99999-01-01",
  "2025-1-1",
  "01-02-2025",
  "2025/01/02",
  "2025-01-01T25:00:00Z",
  "2025-01-01T10:00:00+99:00",
  "2025-01-01T",
  "2025-W01",
  "2025-01",
  "2025-00",
  "2025-13",
  "now",
  "-2025-01-01",
  "2025-01-01 OR 1=1",
  "2024-02-29",
  "2023-02-29",
  "2025-04-05T10:30:00.000Z",
  "2025-04-05T23:59:60Z",
];
const NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.01,
  1.999,
  99.99,
  1e21,
  -1e21,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  5e-324,
  100_000_000,
  100_000_001,
  1_000_000_000,
];
const UNKNOWN_KEYS = [
  "role",
  "totalPaid",
  "_id",
  "id",
  "createdAt",
  "updatedAt",
  "tokenVersion",
  "passwordHash",
  "paymentStatus",
  "remainingAmount",
  "netSalary",
  "availableBeds",
  "remainingCapacity",
  "roomStatus",
  "image",
  "isVip",
  "totalPayment",
  "studentName",
  "fullName",
  "paymentHistory",
  "salaryHistory",
  "usedAt",
  "$where",
  "$set",
  "toString",
  "valueOf",
  "hasOwnProperty",
];

const hugeString = fc.constantFrom(3_000, 20_000, 300_000).map((length) => "A".repeat(length));
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQLISH, ...ODD_TEXT, ...DATES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NUMBERS).map(String) },
  { weight: 1, arbitrary: hugeString },
);
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: -1 }) },
);
const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("a", "$gt", "$ne", "length", "toString", "0"), hostileLeaf, { maxKeys: 3 }) },
);

// ----- bodies -----------------------------------------------------------------------------------

/** A valid body for the route, to mutate from (so that many requests get deep into the server). */
function validFor(entry: RouteEntry, random: () => number): Record<string, unknown> {
  const pick = (values: string[]) => values[Math.floor(random() * values.length)] ?? randomUUID();
  const n = Math.floor(random() * 1e9);
  switch (entry.route) {
    case "api/auth/login":
      return { email: pick(throwaways.map((account) => account.email)), password: "wrong-password-for-fuzz" };
    case "api/auth/register":
      return { ...validBody.account(n), email: uniqueEmail("fuzz-register") };
    case "api/auth/forgot-password":
      return { email: pick(throwaways.map((account) => account.email)) };
    case "api/auth/reset-password/[token]":
      return { password: "a-new-password-1" };
    case "api/auth/update-auth/[id]":
      return { username: "Renamed", email: uniqueEmail("fuzz-update"), password: "another-password-1" };
    case "api/bookings/[id]/payments":
      return { amount: 1 + (n % 500), mode: "cash", reference: `FZ-${n}` };
    case "api/bookings/[id]/notice":
      return { leaveDate: "2025-03-31" };
    case "api/bookings/[id]/check-out":
      return { damages: [{ description: "Chair", amount: n % 2000 }], keyLost: n % 2 === 0 };
    case "api/bookings/[id]/transfer":
      return { roomId: pick(pool.room), onDate: "2025-02-01" };
    case "api/bookings/[id]/cancel":
    case "api/payments/[id]/void":
      return { reason: "Entered by the fuzzer" };
    case "api/bookings/[id]/reminders":
    case "api/language":
      return { language: n % 2 ? "en" : "ur" };
  }
  switch (entry.area) {
    case "student":
      return validBody.student(n);
    case "room":
      return validBody.room(20 + (n % 17), 20);
    case "booking":
      return { ...validBody.booking(pick(pool.student), pick(pool.room)), paymentAmount: 1 + (n % 500) };
    case "salary":
      return n % 2 ? validBody.salary("Staff", pick(pool.staff)) : validBody.salary("Worker", pick(pool.worker));
    case "staff":
      return validBody.staff(n);
    case "worker":
      return validBody.worker(n);
    case "maintenance":
      return validBody.maintenance(n);
    case "history":
      return validBody.history(n);
    default:
      return {};
  }
}

const MALFORMED_JSON = [
  "",
  "{",
  "}",
  "[]",
  "[1,2]",
  "null",
  "123",
  '"text"',
  "true",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '{"a":"\\u00zz"}',
  "\u0000",
  '{"a":"b"',
  "\ufeff{}",
  '{"__proto__":',
  `{"a":${"[".repeat(20000)}${"]".repeat(20000)}}`,
  `${'{"a":'.repeat(20000)}1${"}".repeat(20000)}`,
];
const BIG_NUMBER_TEXT = [
  "1e400",
  "-1e400",
  "123456789012345678901234567890",
  "-0.0000001",
  "0.1e1",
  "1E2",
  "-0",
  "9007199254740993",
  "1.0",
];

interface Body {
  contentType?: string;
  body?: string | Buffer;
  note: string;
}

/** A generated value as form or query text (objects with a `toString` key cannot go through String()). */
const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

const withKey = (json: string, key: string, raw: string) => (json === "{}" ? `{"${key}":${raw}}` : `{"${key}":${raw},${json.slice(1)}`);

/**
 * The object sent: a valid body with one field replaced (so that the bad value is what the server
 * meets), or with several replaced or dropped and unknown keys added.
 */
function mutated(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  const one = keys.length
    ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...base, [key]: value }))
    : fc.constant(base);
  const many = fc
    .tuple(
      keys.length ? fc.array(fc.tuple(fc.constantFrom(...keys), hostileValue), { maxLength: 4 }) : fc.constant([] as [string, unknown][]),
      fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      fc.array(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), hostileValue), { maxLength: 3 }),
    )
    .map(([replaced, dropped, extras]) => {
      const object: Record<string, unknown> = { ...base };
      for (const key of dropped) delete object[key];
      for (const [key, value] of [...replaced, ...extras]) object[key] = value;
      return object;
    });
  return fc.oneof({ weight: 3, arbitrary: one }, { weight: 2, arbitrary: many });
}

function jsonBodies(base: Record<string, unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: mutated(base).map((object) => ({ contentType: "application/json", body: JSON.stringify(object), note: "json" })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(mutated(base), fc.constantFrom("__proto__", "constructor"), hostileValue).map(([object, key, value]) => {
        const poison =
          key === "__proto__"
            ? { role: "user", status: "Completed", notes: POLLUTED, isAdmin: true, x: value }
            : { prototype: { notes: POLLUTED, role: "user" } };
        return {
          contentType: "application/json",
          body: withKey(JSON.stringify(object), key, JSON.stringify(poison)),
          note: `json with ${key}`,
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          mutated(base),
          fc.constantFrom(...(Object.keys(base).length ? Object.keys(base) : ["x"])),
          fc.constantFrom(...BIG_NUMBER_TEXT),
        )
        .map(([object, key, raw]) => ({
          contentType: "application/json",
          body: withKey(JSON.stringify(object), key, raw),
          note: `raw number ${raw}`,
        })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((body) => ({ contentType: "application/json", body, note: "malformed json" })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          mutated(base),
          fc.constantFrom(
            "text/plain",
            "application/xml",
            "application/json; charset=utf-16",
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "application/jsonx",
            "",
            "*/*",
          ),
        )
        .map(([object, contentType]) => ({
          contentType: contentType || undefined,
          body:
            contentType === "application/x-www-form-urlencoded"
              ? new URLSearchParams(Object.entries(object).map(([key, value]) => [key, asText(value)])).toString()
              : JSON.stringify(object),
          note: `content-type ${contentType || "none"}`,
        })),
    },
    { weight: 1, arbitrary: fc.constant({ note: "no body" }) },
  );
}

const BROKEN_MULTIPART: [string, string][] = [
  ["multipart/form-data; boundary=XX", '--XX\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nbob'],
  ["multipart/form-data; boundary=XX", '--YY\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nbob\r\n--YY--\r\n'],
  ["multipart/form-data", '--XX\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nbob\r\n--XX--\r\n'],
  ["multipart/form-data; boundary=", "----\r\n\r\n"],
  ["multipart/form-data; boundary=XX", "garbage"],
  ["multipart/form-data; boundary=XX", "--XX--\r\n"],
  ["multipart/form-data; boundary=XX", "--XX\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--XX--\r\n"],
  ["multipart/form-data; boundary=XX", "--XX\r\n\r\n\r\n--XX--\r\n"],
  [
    `multipart/form-data; boundary=${"B".repeat(200)}`,
    `--${"B".repeat(200)}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${"B".repeat(200)}--\r\n`,
  ],
  ["multipart/form-data; boundary=XX", '--XX\r\nContent-Disposition: form-data; name="image"\r\n\r\nnot a file but text\r\n--XX--\r\n'],
  [
    "multipart/form-data; boundary=XX",
    '--XX\r\nContent-Disposition: form-data; name="fullName"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\na file where text belongs\r\n--XX--\r\n',
  ],
  [
    "multipart/form-data; boundary=XX",
    '--XX\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\npolluted-marker\r\n--XX\r\nContent-Disposition: form-data; name="constructor"\r\n\r\npolluted-marker\r\n--XX--\r\n',
  ],
];

function formBodies(base: Record<string, unknown>): fc.Arbitrary<Body> {
  const files = fc.constantFrom(
    [] as { contentType: string; bytes: Buffer; field?: string }[],
    [{ contentType: "image/png", bytes: pngBytes() }],
    [{ contentType: "image/png", bytes: Buffer.from("<svg onload=alert(1)>") }],
    [{ contentType: "image/png", bytes: Buffer.alloc(0) }],
    [
      { contentType: "image/png", bytes: pngBytes() },
      { contentType: "image/png", bytes: pngBytes() },
    ],
    [{ contentType: "image/png", bytes: pngBytes(), field: "fullName" }],
  );
  return fc.oneof(
    { weight: 6, arbitrary: jsonBodies(base) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(mutated(base), files, fc.constantFrom("a.png", "../../x.png", "x\u0000.png", ""))
        .map(([object, parts, filename]) => {
          const fields = Object.fromEntries(
            Object.entries(object).map(([key, value]) => [key.replace(/["\r\n]/g, "_"), asText(value).replace(/\r\n--/g, "")]),
          );
          const form = multipart(
            fields,
            parts.map((part) => ({ ...part, filename })),
          );
          return { contentType: form.contentType, body: form.body, note: `multipart with ${parts.length} file(s)` };
        }),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...BROKEN_MULTIPART).map(([contentType, body]) => ({ contentType, body, note: "broken multipart" })),
    },
  );
}

// ----- queries and paths ------------------------------------------------------------------------

const QUERY_KEYS = ["page", "limit", "searchTerm", "incomeMode", "securityMode", "month"];
const RAW_QUERIES = [
  "%zz",
  "%",
  "page=%00",
  "searchTerm=%00",
  "searchTerm=%E0%A4%A",
  "searchTerm=%ED%A0%80",
  "page[]=1",
  "page=1&page=2",
  "__proto__[admin]=1",
  "constructor[prototype][x]=1",
  `searchTerm=${"A".repeat(5000)}`,
  "page=1e3",
  "page=0x10",
  "limit=-1",
  "limit=1e2",
  "month=2025-1",
  "month=%2025-01",
  "incomeMode=cash&incomeMode=bank_transfer",
  "searchTerm[$ne]=x",
];

const query: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...QUERY_KEYS, ...UNKNOWN_KEYS), hostileValue), { maxLength: 4 })
      .map((pairs) => new URLSearchParams(pairs.map(([key, value]) => [key, asText(value).slice(0, 4000)])).toString()),
  },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  { weight: 2, arbitrary: fc.constant("") },
);

const HOSTILE_IDS = [
  "not-a-uuid",
  "1 OR 1=1",
  "../../etc/passwd",
  "\u0000",
  "00000000-0000-0000-0000-000000000000",
  "{}",
  "[]",
  " ",
  "x".repeat(300),
  "%",
  "' OR '1'='1",
  "null",
  "0",
  "-1",
];

function idFor(entry: RouteEntry, area: Area | undefined): fc.Arbitrary<string> {
  const own = entry.route.startsWith("api/auth/") ? throwaways.map((account) => account.id) : area ? pool[area] : [];
  const others = Object.values(pool).flat();
  return fc.oneof(
    { weight: 4, arbitrary: own.length ? fc.constantFrom(...own) : fc.constant(randomUUID()) },
    { weight: 1, arbitrary: others.length ? fc.constantFrom(...others) : fc.constant(randomUUID()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.uuid().map((uuid) => uuid.toUpperCase()) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
    { weight: 1, arbitrary: fc.tuple(fc.uuid(), hostileString).map(([uuid, tail]) => uuid + tail.slice(0, 50)) },
  );
}

const pathParams = (entry: RouteEntry) =>
  fc.record({
    id: idFor(entry, entry.area),
    token: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...HOSTILE_IDS), fc.base64String({ maxLength: 60 })),
    name: fc.oneof(
      pool.picture.length ? fc.constantFrom(...pool.picture) : fc.constant("x.png"),
      fc.uuid().map((uuid) => `${uuid}.png`),
      fc.constantFrom(...HOSTILE_IDS, "..%2Fjwt-secret", "x.svg"),
    ),
    path: fc
      .array(
        fc.oneof(
          fc.constantFrom("students", "..", "%2e%2e", "auth", "get-all", "%00"),
          fc.string({ maxLength: 12 }).map((part) => encodeURIComponent(part.toWellFormed())),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => parts.join("/")),
  });

// ----- requests ---------------------------------------------------------------------------------

interface FuzzRequest {
  method: string;
  path: string;
  auth: "admin" | "none" | "garbage" | "cookie" | "throwaway";
  contentType?: string;
  body?: string | Buffer;
  note: string;
}

/** A small seeded generator (mulberry32), so that a run is repeatable from its seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function requestsFor(entry: RouteEntry & { method: Method }, seed: number): fc.Arbitrary<FuzzRequest> {
  const base = validFor(entry, seeded(seed));
  const bodies =
    entry.input === "form"
      ? formBodies(base)
      : entry.input === "json"
        ? jsonBodies(base)
        : fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({ note: "no body" }) }, { weight: 1, arbitrary: jsonBodies(base) });
  const logout = entry.route === "api/auth/logout";
  return fc
    .record({
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(entry.method) },
        { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE") },
      ),
      params: pathParams(entry),
      query: entry.input === "query" ? query : fc.oneof({ weight: 5, arbitrary: fc.constant("") }, { weight: 1, arbitrary: query }),
      body: bodies,
      // Logging out the fuzzing admin would revoke its token: logout gets everyone else's.
      auth: logout
        ? fc.constantFrom<FuzzRequest["auth"]>("none", "garbage", "throwaway")
        : fc.oneof(
            { weight: 18, arbitrary: fc.constant<FuzzRequest["auth"]>("admin") },
            { weight: 1, arbitrary: fc.constant<FuzzRequest["auth"]>("cookie") },
            { weight: 1, arbitrary: fc.constantFrom<FuzzRequest["auth"]>("none", "garbage") },
          ),
    })
    .map(({ method, params, query: search, body, auth }) => {
      const url = urlOf(entry.route, params);
      return {
        method,
        path: search ? `${url}?${search}` : url,
        auth,
        contentType: body.contentType,
        body: method === "GET" ? undefined : body.body,
        note: body.note,
      };
    });
}

const STACK_OR_SQL: [string, RegExp][] = [
  ["a stack frame", /\n\s+at\s+\S+|\bat\s+[\w.<>$]+\s+\((?:\/|file:|node:)/],
  ["a source position", /\.(?:ts|tsx|js|mjs|cjs):\d+:\d+/],
  ["a server path", /node_modules|\/work\/|\.next[-\w]*\/server/],
  [
    "a failed query",
    /Failed query|syntax error at or near|violates [\w-]+ constraint|duplicate key value|invalid input syntax|invalid byte sequence|DrizzleQueryError|PostgresError|DatabaseError|relation "\w+"|column "\w+"/i,
  ],
  ["an error id (a 500)", /"errorId"/],
  ["a password hash", /"(?:passwordHash|password_hash)"\s*:|\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}/],
  ["a polluted prototype", new RegExp(POLLUTED)],
];

function problemsOf(request: FuzzRequest, reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500 || reply.status < 200) problems.push(`status ${reply.status}`);
  for (const [name, pattern] of STACK_OR_SQL) if (pattern.test(reply.text)) problems.push(`shows ${name}`);
  // API answers are JSON, but a successful export is CSV. Next resolves `..` segments (also `%2e%2e`)
  // and redirects `//` and trailing slashes, so a path that leaves /api is a page request, and a
  // redirect is no answer of a route.
  const pathname = new URL(request.path, "http://x").pathname;
  const api = pathname.startsWith("/api/");
  const redirect = reply.status >= 300 && reply.status < 400;
  const expected = pathname.startsWith("/api/export/") && reply.status === 200 ? /^text\/csv/ : /^application\/json/;
  if (api && !redirect && reply.status !== 405 && reply.text && !expected.test(String(reply.headers["content-type"])))
    problems.push(`answers ${reply.headers["content-type"]}`);
  return problems;
}

const describeRequest = (request: FuzzRequest) => {
  const body = request.body === undefined ? "" : typeof request.body === "string" ? request.body : request.body.toString("latin1");
  return `${request.method} ${request.path.slice(0, 160)} [${request.auth}, ${request.contentType ?? "no content-type"}, ${request.note}] ${JSON.stringify(body.slice(0, 200))}`;
};

// ----- setup and tests --------------------------------------------------------------------------

beforeAll(async () => {
  admin = await newAdmin("fuzz");
  for (let index = 0; index < 4; index++) throwaways.push(await newAdmin("fuzz-throwaway"));
  pool.account = throwaways.map((account) => account.id);
  // One resident holds one open stay: the six pool bookings are one each of Students 601 to 606.
  for (let index = 0; index < 7; index++) pool.student.push(await create("student", validBody.student(600 + index), admin.token));
  for (let index = 0; index < 3; index++) pool.room.push(await create("room", validBody.room(30 + index, 20), admin.token));
  for (let index = 0; index < 3; index++) pool.staff.push(await create("staff", validBody.staff(600 + index), admin.token));
  for (let index = 0; index < 3; index++) pool.worker.push(await create("worker", validBody.worker(600 + index), admin.token));
  for (let index = 0; index < 6; index++)
    pool.booking.push(await create("booking", validBody.booking(pool.student[index + 1]!, pool.room[index % 3]!), admin.token));
  for (let index = 0; index < 3; index++)
    pool.salary.push(await create("salary", validBody.salary("Staff", pool.staff[index]!), admin.token));
  for (let index = 0; index < 3; index++)
    pool.maintenance.push(await create("maintenance", validBody.maintenance(600 + index), admin.token));
  for (let index = 0; index < 3; index++) pool.history.push(await create("history", validBody.history(600 + index), admin.token));
  const form = multipart({ fullName: "Pictured Worker" }, [{ filename: "p.png", contentType: "image/png", bytes: pngBytes() }]);
  const pictured = await call({
    method: "POST",
    path: "/api/workers/add-worker",
    body: form.body,
    headers: { "content-type": form.contentType },
    token: admin.token,
  });
  pool.picture.push(jsonOf<{ data: { image: string } }>(pictured).data.image);
});

afterAll(async () => {
  closeClient();
  await closeSql();
});

describe(`hostile input (${databaseName})`, () => {
  it("search terms that look like SQL or LIKE patterns match literally", async () => {
    for (const term of ["' OR '1'='1", "%", "_", "%%", "\\", "' OR 1=1 --", ".*"]) {
      const reply = await call({
        path: `/api/students/get-students?searchTerm=${encodeURIComponent(term)}`,
        token: admin.token,
        from: FROM,
      });
      expect([term, reply.status, jsonOf<{ totalStudents: number }>(reply).totalStudents]).toEqual([term, 200, 0]);
    }
    const all = jsonOf<{ totalStudents: number }>(await call({ path: "/api/students/get-students", token: admin.token, from: FROM }));
    expect(all.totalStudents).toBeGreaterThan(0);
  });

  it("fields the server computes or owns are ignored when sent", async () => {
    const resident = await create("student", validBody.student(650), admin.token);
    const booking = await call({
      method: "POST",
      path: "/api/bookings/add-booking",
      token: admin.token,
      json: {
        ...validBody.booking(resident, pool.room[0]!),
        advancedPayment: 500,
        totalPaid: 999_999,
        remainingAmount: -5,
        paymentStatus: "paid",
        totalPayment: 1,
        studentName: "Somebody Else",
        _id: "00000000-0000-4000-8000-000000000001",
        id: "00000000-0000-4000-8000-000000000001",
        createdAt: "2000-01-01",
        paymentHistory: [{ amount: 1_000_000 }],
      },
    });
    expect(booking.status).toBe(201);
    const b = jsonOf<{ data: Record<string, unknown> }>(booking).data;
    expect(b).toMatchObject({
      totalPaid: 500,
      totalPayment: 9000,
      remainingAmount: 8500,
      paymentStatus: "pending",
      studentName: "Student 650",
    });
    expect(b._id).not.toBe("00000000-0000-4000-8000-000000000001");
    expect(b.paymentHistory).toHaveLength(1);

    const update = await call({
      method: "PUT",
      path: `/api/bookings/update-booking/${b._id}`,
      token: admin.token,
      json: { totalPaid: 9000, paymentHistory: [], remainingAmount: 0, paymentStatus: "paid" },
    });
    expect(update.status).toBe(200);
    expect(jsonOf<{ data: Record<string, unknown> }>(update).data).toMatchObject({
      totalPaid: 500,
      remainingAmount: 8500,
      paymentStatus: "pending",
    });

    const room = jsonOf<{ data: Record<string, unknown> }>(await call({ path: `/api/rooms/get-room/${pool.room[1]}`, token: admin.token }));
    const sneaky = await call({
      method: "PUT",
      path: `/api/rooms/update-room/${pool.room[1]}`,
      token: admin.token,
      json: { availableBeds: 99, remainingCapacity: 99, roomStatus: "Available", _id: randomUUID() },
    });
    expect(sneaky.status).toBe(200);
    expect(jsonOf<{ data: Record<string, unknown> }>(sneaky).data).toMatchObject({
      _id: pool.room[1],
      availableBeds: room.data.availableBeds,
    });

    const salary = await call({
      method: "POST",
      path: "/api/salary/add-salary",
      token: admin.token,
      json: { ...validBody.salary("Staff", pool.staff[0]!), salaryMonth: "2019-07", netSalary: 1, fullName: "Somebody Else" },
    });
    expect(salary.status).toBe(201);
    expect(jsonOf<{ data: Record<string, unknown> }>(salary).data).toMatchObject({ netSalary: 30500, fullName: "Staff 600" });

    const email = uniqueEmail("fuzz-role");
    const registered = await call({
      method: "POST",
      path: "/api/auth/register",
      token: admin.token,
      json: { username: "Role Test", email, password: "password-123", role: "superadmin", tokenVersion: -1, _id: randomUUID() },
    });
    expect(registered.status).toBe(201);
    const user = jsonOf<{ user: { _id: string; role: string } }>(registered).user;
    expect(user.role).toBe("admin");
    const demote = await call({
      method: "PUT",
      path: `/api/auth/update-auth/${user._id}`,
      token: admin.token,
      json: { username: "Still Admin", role: "user", tokenVersion: 99 },
    });
    expect(demote.status).toBe(200);
    expect(jsonOf<{ user: { role: string } }>(demote).user.role).toBe("admin");
    expect(registered.text).not.toMatch(/password/i);
  });

  it("a __proto__ or constructor key changes nothing", async () => {
    const valid = validBody.maintenance(700);
    const body = `{"__proto__":{"status":"Completed","notes":"${POLLUTED}","totalCost":5},"constructor":{"prototype":{"status":"Completed"}},${JSON.stringify(valid).slice(1)}`;
    const reply = await call({
      method: "POST",
      path: "/api/maintenance/add-maintenance",
      token: admin.token,
      body,
      headers: { "content-type": "application/json" },
    });
    expect(reply.status).toBe(201);
    expect(jsonOf<{ data: Record<string, unknown> }>(reply).data).toMatchObject({ status: "Pending", totalCost: 1500 });
    expect(reply.text).not.toContain(POLLUTED);
  });

  it("a NUL character in any text field or search term is refused with 400, not a database error", async () => {
    const FORM_PATHS = new Set(["/api/students/add-student", "/api/staffs/add-staff", "/api/workers/add-worker"]);
    const bodies: [string, Record<string, unknown>][] = [
      ["/api/students/add-student", validBody.student(710)],
      ["/api/rooms/add-room", validBody.room(29, 20)],
      ["/api/bookings/add-booking", { ...validBody.booking(pool.student[0]!, pool.room[0]!), notes: "notes" }],
      ["/api/salary/add-salary", validBody.salary("Staff", pool.staff[0]!)],
      ["/api/staffs/add-staff", { ...validBody.staff(710), designation: "Warden", cnic: "12345" }],
      ["/api/workers/add-worker", { ...validBody.worker(710), address: "Lahore", shiftTiming: "Day" }],
      ["/api/maintenance/add-maintenance", { ...validBody.maintenance(710), assignedTo: "Ali", paidBy: "Owner" }],
      ["/api/history/add-history", validBody.history(710)],
      ["/api/auth/register", { ...validBody.account(710), email: uniqueEmail("nul") }],
    ];
    const failures: string[] = [];
    for (const [path, body] of bodies) {
      for (const [field, value] of Object.entries(body)) {
        if (typeof value !== "string") continue;
        const sent = { ...body, [field]: `${value}\u0000x` };
        const form = FORM_PATHS.has(path)
          ? multipart(Object.fromEntries(Object.entries(sent).map(([key, item]) => [key, String(item)])))
          : undefined;
        const reply = form
          ? await call({
              method: "POST",
              path,
              token: admin.token,
              body: form.body,
              headers: { "content-type": form.contentType },
              from: FROM,
            })
          : await call({ method: "POST", path, token: admin.token, json: sent, from: FROM });
        if (reply.status !== 400) failures.push(`${path} ${field}: ${reply.status} ${reply.text.slice(0, 100)}`);
      }
    }
    const form = multipart({ studentName: "Nul\u0000Name", fatherName: "Father", contactNumber: "0300" });
    const multipartReply = await call({
      method: "POST",
      path: "/api/students/add-student",
      body: form.body,
      headers: { "content-type": form.contentType },
      token: admin.token,
      from: FROM,
    });
    if (multipartReply.status !== 400) failures.push(`multipart studentName: ${multipartReply.status}`);
    for (const list of [
      "students/get-students",
      "rooms/get-rooms",
      "bookings/get-bookings",
      "salary/get-salaries",
      "staffs/get-staffs",
      "workers/get-workers",
      "maintenance/get-maintenances",
      "history/get-histories",
    ]) {
      const reply = await call({ path: `/api/${list}?searchTerm=a%00b`, token: admin.token, from: FROM });
      if (reply.status !== 400) failures.push(`${list} search: ${reply.status} ${reply.text.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });

  it(`${TOTAL}+ generated requests over every route: only 2xx/4xx, no stack trace or SQL, the server stays up`, async () => {
    const perRoute = Math.ceil(TOTAL / ROUTE_METHODS.length);
    const requests = ROUTE_METHODS.flatMap((entry, index) =>
      fc.sample(requestsFor(entry, SEED + index), { numRuns: perRoute, seed: SEED + index }),
    );
    expect(requests.length).toBeGreaterThanOrEqual(TOTAL);
    const garbage = "garbage.token.here";
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const started = performance.now();

    await inParallel(requests, 8, async (request) => {
      const headers: Record<string, string> = {};
      if (request.contentType) headers["content-type"] = request.contentType;
      let token: string | undefined;
      let cookie: string | undefined;
      if (request.auth === "admin") token = admin.token;
      else if (request.auth === "garbage") token = garbage;
      else if (request.auth === "cookie") cookie = `hostel_session=${admin.token}`;
      else if (request.auth === "throwaway") token = throwaways[0]!.token;
      let reply: Reply;
      try {
        reply = await call({
          method: request.method,
          path: request.path,
          headers,
          body: request.body,
          token,
          cookie,
          from: FROM,
          timeoutMs: 60_000,
        });
      } catch (error) {
        failures.push(`${describeRequest(request)} → no answer: ${(error as Error).message}`);
        return;
      }
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      const problems = problemsOf(request, reply);
      if (problems.length)
        failures.push(`${describeRequest(request)} → ${reply.status} ${problems.join(", ")}: ${reply.text.slice(0, 300)}`);
    });

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `hostile input on ${databaseName}: ${requests.length} requests in ${seconds} s (seed ${SEED}); statuses ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(" ")}`,
    );
    expect({ seed: SEED, failures: failures.slice(0, 25), count: failures.length }).toEqual({ seed: SEED, failures: [], count: 0 });

    // Still up and still answering properly.
    expect((await call({ path: "/Sign-in", from: FROM })).status).toBe(200);
    expect((await call({ path: "/api/dashboard/summary", token: admin.token, from: FROM })).status).toBe(200);
    const root = await rootAdmin();
    expect((await call({ path: `/api/auth/get-auth/${root.id}`, token: root.token })).status).toBe(200);
  });

  it("afterwards the money and capacity rules hold, and no prototype was polluted", async () => {
    expect(await invariantViolations(admin.token)).toEqual([]);
    for (const url of [
      "/api/maintenance/get-all-maintenance",
      "/api/students/get-all-students",
      "/api/bookings/get-all-bookings",
      "/api/rooms/get-all-rooms",
      "/api/history/get-all-histories",
    ]) {
      const text = (await call({ path: url, token: admin.token })).text;
      expect([url, text.includes(POLLUTED)]).toEqual([url, false]);
    }
    for (const account of throwaways) {
      const reply = await call({ path: `/api/auth/get-auth/${account.id}`, token: admin.token });
      if (reply.status === 200) expect(jsonOf<{ user: { role: string } }>(reply).user.role).toBe("admin");
    }
    expect((await getJson<{ data: unknown[] }>("/api/rooms/get-all-rooms", admin.token)).data.length).toBeGreaterThan(0);
  });
});
