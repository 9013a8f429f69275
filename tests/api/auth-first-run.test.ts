// docs/accounts.md, "First run": while no account exists, the first administrator registers only from the
// panel's own computer (a loopback client address, as TRUST_PROXY reads it) or with the one-time setup
// code the server prints and writes to DATA_DIR/setup-code. In these tests the client address is the
// request's X-Forwarded-For (the `ip` option), as instrumentation.ts leaves it for the route handlers.
import fs from "node:fs";
import path from "node:path";
import { jest } from "@jest/globals";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { settings } from "@/models/shared";
import { guardIncomingHeaders } from "@/lib/server/http/incoming-headers";
import { isLoopbackAddress } from "@/lib/server/auth/first-run";
import { api, LOOPBACK, PASSWORD, uniqueEmail } from "../support/http";
import { countUsers, deleteAllUsers } from "../support/db";

const REFUSED =
  "Open the panel on the hostel's own computer to create the first administrator, or enter the setup code shown when the panel started.";
const CLOSED = "Registration is closed. Ask an administrator to create your account.";

const codeFile = () => path.join(process.env.DATA_DIR!, "setup-code");
const storedCode = async () => {
  const db = await getDb();
  return (await db.select().from(settings).where(eq(settings.key, "setup_code")))[0]?.value;
};
const first = (options: { ip?: string; setupCode?: string } = {}) =>
  api.register(
    {
      username: "First Owner",
      email: uniqueEmail("first"),
      password: PASSWORD,
      ...(options.setupCode !== undefined && { setupCode: options.setupCode }),
    },
    options.ip === undefined ? {} : { ip: options.ip },
  );

let info: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  info = jest.spyOn(console, "info").mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await deleteAllUsers();
  await (await getDb()).delete(settings).where(eq(settings.key, "setup_code")); // each test starts from a fresh install
});

describe("from the panel's own computer", () => {
  it.each(["127.0.0.1", "127.4.5.6", "::1", "::ffff:127.0.0.1"])("%s registers the first owner without a code", async (ip) => {
    const response = await first({ ip });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ access: "owner" });
  });
});

describe("from another computer", () => {
  it.each([["192.168.1.20"], ["10.0.0.5"], ["::ffff:192.168.1.20"], ["2001:db8::1"], ["128.0.0.1"], [undefined]])(
    "%s without the code: 403, and nothing is created",
    async (ip) => {
      const response = await first({ ip });
      expect([response.status, response.body]).toEqual([403, { message: REFUSED, code: "firstRunHereOnly" }]);
      expect(await countUsers()).toBe(0);
    },
  );

  it("makes the code on first need, keeps it in the database and DATA_DIR/setup-code, and prints it", async () => {
    expect((await first({ ip: "192.168.1.21" })).status).toBe(403);
    const code = await storedCode();
    expect(code).toMatch(/^[A-Z2-9]{12}$/);
    const grouped = code!.match(/.{4}/g)!.join("-");
    expect(fs.readFileSync(codeFile(), "utf8").trim()).toBe(grouped);
    expect(fs.statSync(codeFile()).mode & 0o777).toBe(0o600);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(grouped));
    // The same code on every later need, printed once.
    expect((await first({ ip: "192.168.1.22", setupCode: "WRONG-CODE-0000" })).status).toBe(403);
    expect(await storedCode()).toBe(code);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it("a wrong code: 403, nothing created", async () => {
    expect((await first({ ip: "192.168.1.23" })).status).toBe(403);
    const code = (await storedCode())!;
    for (const setupCode of ["", "ABCD-EFGH-JKMN", code.slice(0, 11), `${code}A`, code.split("").reverse().join("")]) {
      const response = await first({ ip: "192.168.1.23", setupCode });
      expect([setupCode, response.status, response.body.message]).toEqual([setupCode, 403, REFUSED]);
    }
    expect(await countUsers()).toBe(0);
  });

  it("with the code (as printed, or typed in lower case without dashes) registers the first owner; then the code is void", async () => {
    expect((await first({ ip: "192.168.1.24" })).status).toBe(403);
    const typed = fs.readFileSync(codeFile(), "utf8").trim().toLowerCase().replace(/-/g, " ");
    const response = await first({ ip: "192.168.1.24", setupCode: typed });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ access: "owner" });
    expect(response.text).not.toContain(typed);

    expect(await storedCode()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the file goes after the answer
    expect(fs.existsSync(codeFile())).toBe(false);
    // Once an administrator exists, the code opens nothing.
    const again = await first({ ip: "192.168.1.24", setupCode: typed });
    expect([again.status, again.body.message]).toEqual([403, CLOSED]);
  });

  it("a code made before a loopback registration is void after it too", async () => {
    expect((await first({ ip: "192.168.1.25" })).status).toBe(403);
    const code = (await storedCode())!;
    expect((await first({ ip: LOOPBACK })).status).toBe(201);
    expect(await storedCode()).toBeUndefined();
    expect((await first({ ip: "192.168.1.25", setupCode: code })).status).toBe(403);
    expect(await countUsers()).toBe(1);
  });

  it("concurrent registrations with the code: exactly one gets through", async () => {
    expect((await first({ ip: "192.168.1.26" })).status).toBe(403);
    const setupCode = (await storedCode())!;
    const attempts = await Promise.all([1, 2, 3, 4].map(() => first({ ip: "192.168.1.26", setupCode })));
    expect(attempts.map((response) => response.status).sort()).toEqual([201, 403, 403, 403]);
    expect(await countUsers()).toBe(1);
  });
});

describe("under Next, X-Forwarded-For is believed only once instrumentation.ts rewrote it", () => {
  it("a claimed 127.0.0.1 counts as loopback only with the rewrite in place", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    try {
      expect((await first({ ip: LOOPBACK })).status).toBe(403);
      guardIncomingHeaders();
      expect((await first({ ip: LOOPBACK })).status).toBe(201);
    } finally {
      delete process.env.NEXT_RUNTIME;
    }
  });
});

it("knows loopback addresses", () => {
  for (const address of ["127.0.0.1", "127.255.255.254", "::1", "::ffff:127.0.0.1", " 127.0.0.1 "])
    expect([address, isLoopbackAddress(address)]).toEqual([address, true]);
  for (const address of [
    "unknown",
    "",
    "0.0.0.0",
    "::",
    "::ffff:10.0.0.1",
    "127.0.0.1.example.com",
    "1270.0.0.1",
    "fe80::1",
    "128.0.0.1",
  ]) {
    expect([address, isLoopbackAddress(address)]).toEqual([address, false]);
  }
});
