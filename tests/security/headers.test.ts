// The security headers (CSP, nosniff, Referrer-Policy, no-store on API answers) on pages, API answers, pictures and error pages.
import { call, closeClient, databaseName, jsonOf, type Reply } from "./support/server";
import { rootAdmin, type Account } from "./support/accounts";
import { multipart, pngBytes } from "./support/records";

const FROM = "127.0.2.1";
let admin: Account;
let picture = "";

beforeAll(async () => {
  admin = await rootAdmin();
  const form = multipart({ fullName: "Header Check", phone: "0300-1111111", address: "Lahore" }, [
    { filename: "p.png", contentType: "image/png", bytes: pngBytes() },
  ]);
  const reply = await call({
    method: "POST",
    path: "/api/staffs/add-staff",
    body: form.body,
    headers: { "content-type": form.contentType },
    token: admin.token,
    from: FROM,
  });
  expect(reply.status).toBe(201);
  picture = jsonOf<{ data: { image: string } }>(reply).data.image;
});

afterAll(() => closeClient());

const header = (reply: Reply, name: string) => {
  const value = reply.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** What every answer must carry, whatever it is. */
function baseProblems(reply: Reply): string[] {
  const problems: string[] = [];
  const csp = reply.headers["content-security-policy"];
  if (!csp) problems.push("no Content-Security-Policy");
  else if (Array.isArray(csp)) problems.push("more than one Content-Security-Policy");
  else if (!/frame-ancestors 'none'/.test(csp)) problems.push(`CSP without frame-ancestors 'none': ${csp}`);
  if (header(reply, "x-content-type-options") !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
  const referrer = header(reply, "referrer-policy");
  if (!referrer || !/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer))
    problems.push(`Referrer-Policy ${referrer ?? "missing"}`);
  if (reply.headers["x-powered-by"]) problems.push(`X-Powered-By: ${header(reply, "x-powered-by")}`);
  if (reply.headers.server) problems.push(`Server: ${header(reply, "server")}`);
  return problems;
}

function pageProblems(reply: Reply): string[] {
  const problems = baseProblems(reply);
  const csp = header(reply, "content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) problems.push("page CSP without a script nonce");
  if (/script-src[^;]*'unsafe-inline'/.test(csp) && !/'strict-dynamic'/.test(csp)) problems.push("scripts allowed inline");
  if (!/object-src 'none'/.test(csp)) problems.push("CSP without object-src 'none'");
  if (!/base-uri 'self'|base-uri 'none'/.test(csp)) problems.push("CSP without base-uri");
  // Every script the page carries must hold the answer's nonce, or the browser would block it.
  for (const tag of reply.text.match(/<script\b[^>]*>/g) ?? []) {
    if (!tag.includes(`nonce="${nonce}"`)) problems.push(`a script without the nonce: ${tag.slice(0, 80)}`);
  }
  if (/\bpublic\b/.test(header(reply, "cache-control") ?? ""))
    problems.push(`a page cacheable by anyone: ${header(reply, "cache-control")}`);
  return problems;
}

function apiProblems(reply: Reply): string[] {
  const problems = baseProblems(reply);
  if (!/\bno-store\b/.test(header(reply, "cache-control") ?? ""))
    problems.push(`Cache-Control ${header(reply, "cache-control") ?? "missing"} (want no-store)`);
  if (!/^application\/json/.test(header(reply, "content-type") ?? "")) problems.push(`content-type ${header(reply, "content-type")}`);
  const csp = header(reply, "content-security-policy") ?? "";
  if (!/default-src 'none'/.test(csp)) problems.push(`API CSP is not default-src 'none': ${csp}`);
  return problems;
}

describe(`security headers (${databaseName})`, () => {
  const session = () => `hostel_session=${admin.token}`;

  describe("pages", () => {
    const pages: [string, () => Promise<Reply>, number][] = [
      ["the sign-in page", () => call({ path: "/Sign-in", from: FROM }), 200],
      ["the dashboard, signed in", () => call({ path: "/", cookie: session(), from: FROM }), 200],
      // 404 is meant; the shell's loading boundary streams it with 200 (a soft 404, not a security matter).
      ["the not-found page, signed in", () => call({ path: "/no-such-screen", cookie: session(), from: FROM }), 0],
      ["the reset-password page", () => call({ path: "/reset-password/some-token", from: FROM }), 200],
    ];
    it.each(pages)("%s", async (_name, request, status) => {
      const reply = await request();
      if (status) expect(reply.status).toBe(status);
      else expect([200, 404]).toContain(reply.status);
      expect(pageProblems(reply)).toEqual([]);
    });

    it("a fresh nonce for every answer", async () => {
      const nonces = await Promise.all(
        [1, 2, 3].map(
          async () => /'nonce-([^']+)'/.exec(header(await call({ path: "/Sign-in", from: FROM }), "content-security-policy") ?? "")?.[1],
        ),
      );
      expect(new Set(nonces).size).toBe(3);
    });

    it("the redirect of a signed-out visitor", async () => {
      const reply = await call({ path: "/customers", from: FROM });
      expect(reply.status).toBe(307);
      expect(baseProblems(reply)).toEqual([]);
    });

    it("static assets are not sniffed", async () => {
      const page = await call({ path: "/Sign-in", from: FROM });
      const asset = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(page.text)?.[1];
      expect(asset).toBeDefined();
      const reply = await call({ path: asset!, from: FROM });
      expect(reply.status).toBe(200);
      expect(header(reply, "x-content-type-options")).toBe("nosniff");
      expect(reply.headers["x-powered-by"]).toBeUndefined();
    });
  });

  describe("API answers", () => {
    const answers: [string, () => Promise<Reply>, number][] = [
      ["a list (200)", () => call({ path: "/api/rooms/get-all-rooms", token: admin.token, from: FROM }), 200],
      [
        "the same through the session cookie (200)",
        () => call({ path: "/api/students/get-students?page=1", cookie: session(), from: FROM }),
        200,
      ],
      [
        "a create with bad input (400)",
        () => call({ method: "POST", path: "/api/rooms/add-room", json: {}, token: admin.token, from: FROM }),
        400,
      ],
      [
        "malformed JSON (400)",
        () =>
          call({
            method: "POST",
            path: "/api/maintenance/add-maintenance",
            body: "{",
            headers: { "content-type": "application/json" },
            token: admin.token,
            from: FROM,
          }),
        400,
      ],
      ["no session (401)", () => call({ path: "/api/rooms/get-all-rooms", from: FROM }), 401],
      [
        "a failed sign-in (401)",
        () =>
          call({
            method: "POST",
            path: "/api/auth/login",
            json: { email: "nobody@security-tests.example", password: "wrong-password" },
            from: "127.0.2.2",
          }),
        401,
      ],
      [
        "closed registration (403)",
        () =>
          call({
            method: "POST",
            path: "/api/auth/register",
            json: { username: "x", email: "x@security-tests.example", password: "password-123" },
            from: FROM,
          }),
        403,
      ],
      [
        "a missing record (404)",
        () => call({ path: "/api/rooms/get-room/00000000-0000-4000-8000-000000000000", token: admin.token, from: FROM }),
        404,
      ],
      ["an unknown API path (JSON 404)", () => call({ path: "/api/no/such/endpoint", token: admin.token, from: FROM }), 404],
      [
        "a successful sign-in (200)",
        () =>
          call({
            method: "POST",
            path: "/api/auth/login",
            json: { email: "root@security-tests.example", password: "root-Password-123" },
            from: FROM,
          }),
        200,
      ],
    ];
    it.each(answers)("%s", async (_name, request, status) => {
      const reply = await request();
      expect(reply.status).toBe(status);
      expect(apiProblems(reply)).toEqual([]);
    });

    it("a method the route does not serve (405)", async () => {
      const reply = await call({ method: "PATCH", path: "/api/rooms/get-all-rooms", token: admin.token, from: FROM });
      expect(reply.status).toBe(405);
      expect(baseProblems(reply)).toEqual([]);
      expect(header(reply, "cache-control")).toMatch(/no-store/);
    });
  });

  describe("pictures", () => {
    it("a stored picture: its own type, nosniff, CSP, never cached", async () => {
      const reply = await call({ path: `/uploads/${picture}`, token: admin.token, from: FROM });
      expect(reply.status).toBe(200);
      expect(baseProblems(reply)).toEqual([]);
      expect(header(reply, "content-type")).toBe("image/webp"); // stored re-encoded, whatever was uploaded
      expect(header(reply, "cache-control")).toBe("no-store");
    });

    it.each([
      ["without a session (401)", () => call({ path: `/uploads/${picture}`, from: FROM }), 401],
      [
        "an unknown name (404)",
        () => call({ path: "/uploads/00000000-0000-4000-8000-000000000000.png", token: admin.token, from: FROM }),
        404,
      ],
    ] as [string, () => Promise<Reply>, number][])("%s", async (_name, request, status) => {
      const reply = await request();
      expect(reply.status).toBe(status);
      expect(baseProblems(reply)).toEqual([]);
      expect(header(reply, "content-type")).toMatch(/^application\/json/);
    });
  });
});
