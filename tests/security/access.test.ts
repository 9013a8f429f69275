// Who may call what. Every route of the table in support/routes.ts is called with
// every kind of bad credential; admin screens and pictures likewise; known proxy-bypass headers change nothing.
import fs from "node:fs";
import path from "node:path";
import { call, closeClient, databaseName, jsonOf, onPostgres, type Call, type Reply } from "./support/server";
import { forgedTokens, login, newAdmin, requestResetLink, rootAdmin, tokenOfLink, tokenWithRole, type Account } from "./support/accounts";
import { closeSql, sql } from "./support/database";
import { create, multipart, pngBytes, validBody } from "./support/records";
import { ROUTES, ROUTE_METHODS, adminScreens, screenPath, urlOf, type Method, type RouteEntry } from "./support/routes";

const FROM = "127.0.1.1";
const APP = path.resolve(process.cwd(), "app");
const SENTINEL = `Sentinel-${Date.now().toString(36)}`;
/** The e-mail of the account whose token is revoked by logging out: its profile screen would show it. */
let loggedOutEmail = "";

/** route folder → exported HTTP methods, read from the route files themselves. */
function routesOnDisk(): Map<string, Method[]> {
  const found = new Map<string, Method[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        const methods = new Set<Method>();
        for (const match of source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g))
          methods.add(match[1] as Method);
        for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
          for (const name of match[1]!.split(",")) {
            const exported = name
              .trim()
              .split(/\s+as\s+/)
              .pop()
              ?.trim();
            if (exported && /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(exported)) methods.add(exported as Method);
          }
        }
        found.set(path.relative(APP, dir).split(path.sep).join("/"), [...methods].sort());
      }
    }
  };
  walk(path.join(APP, "api"));
  walk(path.join(APP, "uploads"));
  return found;
}

let root: Account;
const ids: Record<string, string> = {};
let pictureName = "";
/** Credentials that must all be refused: name → how to send them. */
const badCredentials: { name: string; token?: string; cookie?: string }[] = [];
/** A real account whose stored role is not admin (PostgreSQL run), with its tokens. */
let nonAdmin: { account: Account; tokens: Record<string, string> } | undefined;

function idFor(entry: RouteEntry): string {
  return (entry.area && ids[entry.area]) || "00000000-0000-4000-8000-000000000000";
}

/** A body that a signed-in admin's call would accept (so a missing check would show as 2xx). */
function bodyFor(entry: RouteEntry, method: Method): unknown {
  if (method === "GET" || method === "DELETE") return undefined;
  switch (entry.area) {
    case "account":
      return { username: "Changed", email: "changed@security-tests.example", password: "changed-password-1" };
    case "student":
      return { ...validBody.student(900), studentName: `${SENTINEL} changed` };
    case "room":
      return validBody.room(6);
    case "booking":
      return validBody.booking(ids.student!, ids.room!);
    case "salary":
      return validBody.salary("Staff", ids.staff!);
    case "staff":
      return validBody.staff(900);
    case "worker":
      return validBody.worker(900);
    case "maintenance":
      return validBody.maintenance(900);
    case "history":
      return validBody.history(900);
    default:
      return {};
  }
}

function requestFor(entry: RouteEntry, method: Method, credential: { token?: string; cookie?: string }) {
  const json = bodyFor(entry, method);
  return call({
    method,
    path: urlOf(entry.route, { id: idFor(entry), name: pictureName }),
    json,
    token: credential.token,
    cookie: credential.cookie,
    from: FROM,
  });
}

const refused = (reply: Reply) => reply.status === 401 || reply.status === 403;
const leaks = (reply: Reply) => reply.text.includes(SENTINEL);
const redirectsToSignIn = (reply: Reply) =>
  [302, 303, 307, 308].includes(reply.status) && new URL(String(reply.headers.location ?? ""), "http://x").pathname === "/Sign-in";

/** For router (RSC) requests Next first redirects to the same path with a `_rsc` cache key: follow it. */
async function callFollowingRsc(request: Call): Promise<Reply> {
  const reply = await call(request);
  const location = reply.headers.location ? new URL(String(reply.headers.location), "http://x") : undefined;
  if (location && location.searchParams.has("_rsc") && location.pathname === new URL(request.path, "http://x").pathname) {
    return call({ ...request, path: `${location.pathname}${location.search}` });
  }
  return reply;
}

/**
 * Asks for a screen with a token that passes the proxy's quick check (a revoked one): the layout's
 * session check must still send the visitor to /Sign-in, in whatever form the request asked for.
 * Empty when refused, else what came back.
 */
async function screenRefusal(request: Call): Promise<string> {
  const reply = await callFollowingRsc(request);
  if (leaks(reply) || reply.text.includes(loggedOutEmail)) return `${reply.status}, showing a record or the account`;
  if (redirectsToSignIn(reply)) return "";
  const type = String(reply.headers["content-type"] ?? "");
  if (reply.status === 200 && type.startsWith("text/x-component")) {
    // A router request gets the redirect inside its RSC payload, which the client router follows.
    if (reply.text.includes("NEXT_REDIRECT;replace;/Sign-in;")) return "";
    // A segment prefetch of the route tree holds segment names only, no content (checked above).
    if (request.headers?.["Next-Router-Segment-Prefetch"] === "/_tree") return "";
  }
  return `${reply.status} ${type} → ${reply.headers.location ?? "-"}: ${reply.text.slice(0, 80)}`;
}

beforeAll(async () => {
  root = await rootAdmin();
  // One real record per area, so [id] routes point at something a missing check would reveal.
  const form = multipart({ studentName: SENTINEL, fatherName: "Father", contactNumber: "0300-1234567" }, [
    { filename: "face.png", contentType: "image/png", bytes: pngBytes() },
  ]);
  const student = await call({
    method: "POST",
    path: "/api/students/add-student",
    body: form.body,
    headers: { "content-type": form.contentType },
    token: root.token,
  });
  expect(student.status).toBe(201);
  const studentData = jsonOf<{ data: { _id: string; image: string } }>(student).data;
  ids.student = studentData._id;
  pictureName = studentData.image;
  ids.room = await create("room", validBody.room(5), root.token);
  ids.booking = await create("booking", validBody.booking(ids.student, ids.room), root.token);
  ids.staff = await create("staff", { ...validBody.staff(1), fullName: SENTINEL }, root.token);
  ids.worker = await create("worker", { ...validBody.worker(1), fullName: SENTINEL }, root.token);
  ids.salary = await create("salary", validBody.salary("Staff", ids.staff), root.token);
  ids.maintenance = await create("maintenance", { ...validBody.maintenance(1), title: SENTINEL }, root.token);
  ids.history = await create("history", { ...validBody.history(1), month: SENTINEL }, root.token);

  const victim = await newAdmin("access-victim");
  ids.account = victim.id;
  for (const [name, token] of Object.entries(forgedTokens(victim))) badCredentials.push({ name, token });

  // A real token, revoked by logging out.
  const loggedOut = await newAdmin("access-logout");
  const logout = await call({ method: "POST", path: "/api/auth/logout", token: loggedOut.token, from: FROM });
  expect(logout.status).toBe(200);
  badCredentials.push({ name: "issued before logout", token: loggedOut.token });
  loggedOutEmail = loggedOut.email;

  // A real token, revoked by a password reset.
  const reset = await newAdmin("access-reset");
  const link = await requestResetLink(reset.email, { from: FROM });
  const done = await call({
    method: "POST",
    path: `/api/auth/reset-password/${tokenOfLink(link)}`,
    json: { password: "a-new-password-1" },
    from: FROM,
  });
  expect(done.status).toBe(200);
  badCredentials.push({ name: "issued before a password reset", token: reset.token });

  // The same bad tokens in the session cookie, as a browser would send them.
  for (const credential of [...badCredentials])
    badCredentials.push({ name: `${credential.name} (cookie)`, cookie: `hostel_session=${credential.token}` });
  badCredentials.push({ name: "cookie holding junk", cookie: "hostel_session=%E0%A4%A" });

  if (onPostgres) {
    // A real account whose stored role is not admin: every token it can hold must get 403.
    const demoted = await newAdmin("access-demoted");
    const issuedAsAdmin = demoted.token;
    await sql("update users set role = 'user' where id = $1", [demoted.id]);
    const { token: issuedAsUser } = await login(demoted.email, demoted.password, FROM);
    nonAdmin = {
      account: demoted,
      tokens: {
        "token issued while it was admin": issuedAsAdmin,
        "token the server issued to the role 'user'": issuedAsUser,
        "forged claim role admin (right secret)": tokenWithRole({ ...demoted, token: issuedAsUser }, "admin"),
      },
    };
  } else {
    // PGlite: the server process owns the database, so no account can be given another role from here.
    // What this checks instead: a well-signed token of a real admin that claims the role 'user' is
    // refused, i.e. the claim must agree with the stored admin role (the stored role itself is
    // checked on the PostgreSQL run and in tests/api/auth-tokens.test.ts).
    badCredentials.push({ name: "role claim 'user' on an admin account", token: tokenWithRole(victim, "user") });
  }
});

afterAll(async () => {
  closeClient();
  await closeSql();
});

describe(`access matrix (${databaseName})`, () => {
  it("lists every route file and method under app/api and app/uploads, and only those", () => {
    const onDisk = routesOnDisk();
    const inTable = new Map(ROUTES.map((entry) => [entry.route, [...entry.methods].sort()]));
    const missing = [...onDisk].filter(([route, methods]) => JSON.stringify(inTable.get(route)) !== JSON.stringify(methods));
    const stale = [...inTable.keys()].filter((route) => !onDisk.has(route));
    expect({ missingOrDifferent: missing.map(([route, methods]) => `${route} ${methods.join(",")}`), notOnDisk: stale }).toEqual({
      missingOrDifferent: [],
      notOnDisk: [],
    });
    expect(onDisk.size).toBeGreaterThanOrEqual(55);
  });

  const protectedRoutes = ROUTE_METHODS.filter((entry) => entry.access === "admin");

  it.each(protectedRoutes.map((entry) => [`${entry.method} /${entry.route}`, entry] as const))(
    "%s refuses every bad credential with 401/403",
    async (_name, entry) => {
      const failures: string[] = [];
      const credentials = [{ name: "no token" }, ...badCredentials];
      const replies = await Promise.all(credentials.map((credential) => requestFor(entry, entry.method, credential)));
      replies.forEach((reply, index) => {
        if (!refused(reply) || leaks(reply)) failures.push(`${credentials[index]!.name}: ${reply.status} ${reply.text.slice(0, 120)}`);
      });
      if (nonAdmin) {
        for (const [name, token] of Object.entries(nonAdmin.tokens)) {
          const reply = await requestFor(entry, entry.method, { token });
          // The API handler reads the stored role: 403. Pictures also pass the proxy, which already turns
          // away a token whose claim is not admin (401).
          const expected = entry.route.startsWith("uploads/") ? [401, 403] : [403];
          if (!expected.includes(reply.status) || leaks(reply))
            failures.push(`non-admin account, ${name}: ${reply.status} ${reply.text.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(protectedRoutes.map((entry) => [`${entry.method} /${entry.route}`, entry] as const))(
    "%s answers a signed-in admin (so the refusals above come from the session check)",
    async (_name, entry) => {
      const reply = await call({
        method: entry.method,
        path: urlOf(entry.route, {}),
        json: entry.method === "POST" || entry.method === "PUT" ? {} : undefined,
        token: root.token,
        from: FROM,
      });
      expect(refused(reply) || reply.status >= 500 ? `${reply.status} ${reply.text.slice(0, 200)}` : "answered").toBe("answered");
    },
  );

  it("refuses HEAD on protected GET routes and never serves an unlisted method (405, never 2xx or 5xx)", async () => {
    const failures: string[] = [];
    for (const entry of ROUTES) {
      const url = urlOf(entry.route, { id: idFor(entry), name: pictureName });
      if (entry.access === "admin" && entry.methods.includes("GET")) {
        const head = await call({ method: "HEAD", path: url, from: FROM });
        if (!refused(head)) failures.push(`HEAD ${url}: ${head.status}`);
      }
      for (const method of (["GET", "POST", "PUT", "PATCH", "DELETE"] as const).filter((m) => !entry.methods.includes(m))) {
        for (const token of [undefined, root.token]) {
          const reply = await call({ method, path: url, token, from: FROM });
          if ((reply.status >= 200 && reply.status < 300) || reply.status >= 500 || leaks(reply))
            failures.push(`${method} ${url} (${token ? "admin" : "no token"}): ${reply.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("public routes still refuse what needs a session: registration is closed to anyone but an admin", async () => {
    const attempt = { username: "Intruder", email: "intruder@security-tests.example", password: "intruder-password" };
    const credentials = [{ name: "no token" }, ...badCredentials];
    const replies = await Promise.all(
      credentials.map((credential) =>
        call({ method: "POST", path: "/api/auth/register", json: attempt, token: credential.token, cookie: credential.cookie, from: FROM }),
      ),
    );
    expect(replies.map((reply, index) => `${credentials[index]!.name}: ${reply.status}`)).toEqual(
      credentials.map((credential) => `${credential.name}: 403`),
    );
    if (nonAdmin) {
      const reply = await call({
        method: "POST",
        path: "/api/auth/register",
        json: attempt,
        token: nonAdmin.tokens["token the server issued to the role 'user'"],
      });
      expect(reply.status).toBe(403);
    }
  });

  describe("admin screens", () => {
    it.each(adminScreens().map((screen) => [screen.path, screen] as const))(
      "%s redirects to /Sign-in without a valid session",
      async (_path, template) => {
        const screen = screenPath(template, ids);
        const failures: string[] = [];
        const credentials = [
          { name: "no cookie" },
          ...badCredentials.filter((credential) => credential.cookie),
          ...badCredentials.filter((credential) => !credential.cookie),
        ];
        if (nonAdmin)
          for (const [name, token] of Object.entries(nonAdmin.tokens))
            credentials.push({ name: `non-admin, ${name}`, cookie: `hostel_session=${token}` });
        const replies = await Promise.all(
          credentials.map((credential) => call({ path: screen, token: credential.token, cookie: credential.cookie, from: FROM })),
        );
        replies.forEach((reply, index) => {
          if (!redirectsToSignIn(reply) || leaks(reply))
            failures.push(`${credentials[index]!.name}: ${reply.status} → ${reply.headers.location ?? "-"}`);
        });
        expect(failures).toEqual([]);
      },
    );

    it("the same screens open for a signed-in admin (so the redirects above come from the session check)", async () => {
      const reply = await call({ path: "/", cookie: `hostel_session=${root.token}`, from: FROM });
      expect(reply.status).toBe(200);
    });
  });

  describe("pictures", () => {
    it("a stored picture is served to an admin only", async () => {
      const url = `/uploads/${pictureName}`;
      expect((await call({ path: url, token: root.token })).status).toBe(200);
      expect((await call({ path: url, cookie: `hostel_session=${root.token}` })).status).toBe(200);
      const replies = await Promise.all(
        [{ name: "no token" }, ...badCredentials].map((credential) =>
          call({ path: url, token: credential.token, cookie: credential.cookie, from: FROM }),
        ),
      );
      expect(replies.map((reply) => reply.status).filter((status) => status !== 401 && status !== 403)).toEqual([]);
    });
  });

  describe("known proxy-bypass headers change nothing", () => {
    const subrequest = ["middleware", "proxy", "src/middleware", "src/proxy", "pages/_middleware"].flatMap((name) => [
      name,
      Array(5).fill(name).join(":"),
    ]);
    const variants: { name: string; headers?: Record<string, string>; query?: string }[] = [
      ...subrequest.map((value) => ({ name: `x-middleware-subrequest: ${value}`, headers: { "x-middleware-subrequest": value } })),
      { name: "RSC: 1", headers: { RSC: "1" } },
      { name: "Next-Router-Prefetch: 1", headers: { "Next-Router-Prefetch": "1" } },
      // (Not Next-Router-State-Tree: Next answers any page 500 when it cannot parse that header.)
      {
        name: "RSC + prefetch + segment prefetch",
        headers: { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/_tree" },
      },
      { name: "?_rsc=x", query: "_rsc=x" },
      { name: "?_rsc=x with RSC: 1", headers: { RSC: "1" }, query: "_rsc=x" },
      { name: "x-middleware-prefetch: 1", headers: { "x-middleware-prefetch": "1" } },
      { name: "x-nextjs-data: 1", headers: { "x-nextjs-data": "1" } },
      { name: "x-invoke-path", headers: { "x-invoke-path": "/Sign-in", "x-invoke-query": "%7B%7D", "x-invoke-output": "/Sign-in" } },
      { name: "x-matched-path", headers: { "x-matched-path": "/Sign-in" } },
      { name: "x-now-route-matches", headers: { "x-now-route-matches": "1" } },
      { name: "Next-Action", headers: { "Next-Action": "0000000000000000000000000000000000000000" } },
    ];
    const withQuery = (url: string, query?: string) => (query ? `${url}${url.includes("?") ? "&" : "?"}${query}` : url);

    it.each(["/", "/customers", "/customers/view-customer/{id}", "/staffs/view-staff/{id}", "/profile", "/bookings"])(
      "on the screen %s",
      async (template) => {
        const screen = template.includes("/customers/") ? template.replace("{id}", ids.student!) : template.replace("{id}", ids.staff!);
        const baseline = await call({ path: screen, from: FROM });
        expect(redirectsToSignIn(baseline)).toBe(true);
        const revoked = badCredentials.find((credential) => credential.name === "issued before logout (cookie)")!.cookie;
        const failures: string[] = [];
        for (const variant of variants) {
          // Without a session: exactly the proxy's redirect, as without the header.
          const reply = await call({ path: withQuery(screen, variant.query), headers: variant.headers, from: FROM });
          if (!redirectsToSignIn(reply) || leaks(reply))
            failures.push(`${variant.name}: ${reply.status} → ${reply.headers.location ?? "-"}`);
          // With a revoked token the proxy lets it through by design; the layout must still refuse.
          const refusal = await screenRefusal({
            path: withQuery(screen, variant.query),
            headers: variant.headers,
            cookie: revoked,
            from: FROM,
          });
          if (refusal) failures.push(`${variant.name} + revoked cookie: ${refusal}`);
        }
        expect(failures).toEqual([]);
      },
    );

    it.each(["/api/students/get-all-students", "/api/staffs/get-staffs?page=1", "/uploads/{picture}", "/api/dashboard/summary"])(
      "on %s",
      async (url) => {
        const target = url.replace("{picture}", pictureName);
        const failures: string[] = [];
        for (const variant of variants) {
          for (const cookie of [
            undefined,
            badCredentials.find((credential) => credential.name === "issued before logout (cookie)")!.cookie,
          ]) {
            const reply = await callFollowingRsc({ path: withQuery(target, variant.query), headers: variant.headers, cookie, from: FROM });
            if (reply.status !== 401 || leaks(reply)) failures.push(`${variant.name}${cookie ? " + revoked cookie" : ""}: ${reply.status}`);
          }
        }
        expect(failures).toEqual([]);
      },
    );

    it("a write carrying x-middleware-prefetch is refused and does nothing", async () => {
      // Next would answer it {} without running the route; instrumentation.ts drops the header.
      const reply = await call({
        method: "POST",
        path: "/api/rooms/add-room",
        json: validBody.room(8),
        headers: { "x-middleware-prefetch": "1" },
        from: FROM,
      });
      expect(reply.status).toBe(401);
      const { data: rooms } = jsonOf<{ data: { roomNumber: string }[] }>(
        await call({ path: "/api/rooms/get-all-rooms", token: root.token }),
      );
      expect(rooms.map((room) => room.roomNumber)).not.toContain("Room 8");
    });
  });
});
