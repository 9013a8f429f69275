// The attempt counters of lib/server/auth/throttle.ts, kept in the `throttles` table. The clock is faked (Date
// only) so that waits can pass at once; each test speaks from addresses of its own.
import { jest } from "@jest/globals";
import { like } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { throttles } from "@/models/requests";
import { settled } from "@/lib/server/auth/after-response";
import { api, callRoute, PASSWORD, registerAdmin, uniqueEmail, type Account, type ApiResponse } from "../support/http";
import { mailFilesFor } from "../support/mail";

const SIGN_IN_LIMITED = /^Too many failed sign-in attempts\. Please wait (\d+ seconds?|\d+ minutes?) and try again\.$/;
const RESET_LIMITED = /^Too many password reset requests\. Please wait \d+ minutes and try again\.$/;

function expectLimited(response: ApiResponse, message: RegExp, retryAfter: number) {
  expect(response.status).toBe(429);
  expect(response.body.message).toMatch(message);
  expect(response.body.token).toBeUndefined();
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(response.headers.get("retry-after")).toBe(String(retryAfter));
}

const advanceClock = (ms: number) => jest.setSystemTime(Date.now() + ms);
const signIn = (account: Pick<Account, "email">, password: string, ip: string) => api.login({ email: account.email, password }, { ip });
const failFrom = async (account: Pick<Account, "email">, ip: string) =>
  expect((await signIn(account, "wrong-password", ip)).status).toBe(401);

let admin: Account;

beforeAll(async () => {
  jest.useFakeTimers({
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  admin = await registerAdmin({ email: "first@example.com" });
});

afterEach(settled);

afterAll(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const newAccount = () => registerAdmin({ asToken: admin.token, email: uniqueEmail("limited") });

describe("sign-in, per account and address", () => {
  it("lets 3 failures through, then makes the next attempt wait 1 s, 2 s, 4 s … up to 15 minutes", async () => {
    const account = await newAccount();
    const ip = "203.0.113.1";
    for (let attempt = 1; attempt <= 3; attempt++) await failFrom(account, ip);

    // Even the right password waits: the answer must not tell whether it was right.
    const first = await signIn(account, PASSWORD, ip);
    expectLimited(first, SIGN_IN_LIMITED, 1);
    expect(first.body.message).toContain("1 second");

    for (const wait of [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]) {
      expectLimited(await signIn(account, PASSWORD, ip), SIGN_IN_LIMITED, wait);
      advanceClock(wait * 1000 - 1);
      expectLimited(await signIn(account, PASSWORD, ip), SIGN_IN_LIMITED, 1);
      advanceClock(1);
      await failFrom(account, ip);
    }
    const capped = await signIn(account, PASSWORD, ip);
    expectLimited(capped, SIGN_IN_LIMITED, 900);
    expect(capped.body.message).toContain("15 minutes");

    advanceClock(900_000);
    expect((await signIn(account, PASSWORD, ip)).status).toBe(200);
  });

  it("starts again from zero after a successful sign-in", async () => {
    const account = await newAccount();
    const ip = "203.0.113.2";
    for (let attempt = 1; attempt <= 3; attempt++) await failFrom(account, ip);
    expectLimited(await signIn(account, PASSWORD, ip), SIGN_IN_LIMITED, 1);
    advanceClock(1000);
    expect((await signIn(account, PASSWORD, ip)).status).toBe(200);

    for (let attempt = 1; attempt <= 3; attempt++) await failFrom(account, ip);
    expectLimited(await signIn(account, PASSWORD, ip), SIGN_IN_LIMITED, 1);
  });

  it("does not lock the owner out: five wrong passwords from five other addresses, then the right one from a sixth → 200", async () => {
    const owner = await newAccount();
    for (let index = 1; index <= 5; index++) await failFrom(owner, `198.51.100.${index}`);
    // A stranger who keeps trying from one address only makes that address wait.
    for (let attempt = 1; attempt <= 3; attempt++) await failFrom(owner, "198.51.100.7");
    expectLimited(await signIn(owner, PASSWORD, "198.51.100.7"), SIGN_IN_LIMITED, 1);

    const response = await signIn(owner, PASSWORD, "198.51.100.6");
    expect(response.status).toBe(200);
    expect(response.body.token).toEqual(expect.any(String));
  });

  it("counts the e-mail in any case and with blanks as the same account, and an unknown e-mail like a known one", async () => {
    const account = await newAccount();
    const ip = "203.0.113.3";
    await failFrom(account, ip);
    await failFrom({ email: account.email.toUpperCase() }, ip);
    await failFrom({ email: `  ${account.email} ` }, ip);
    expectLimited(await signIn(account, PASSWORD, ip), SIGN_IN_LIMITED, 1);

    const ghost = { email: "ghost@example.com" };
    for (let attempt = 1; attempt <= 3; attempt++) await failFrom(ghost, ip);
    expectLimited(await signIn(ghost, PASSWORD, ip), SIGN_IN_LIMITED, 1);
  });

  it("does not count refused input as an attempt", async () => {
    const account = await newAccount();
    const ip = "203.0.113.5";
    for (let attempt = 1; attempt <= 8; attempt++) expect((await signIn(account, "short", ip)).status).toBe(400);
    expect((await signIn(account, PASSWORD, ip)).status).toBe(200);
  });
});

describe("sign-in, per address", () => {
  it("makes an address wait after 20 failures over any accounts, 1 minute and more; the accounts still sign in from elsewhere", async () => {
    const account = await newAccount();
    const ip = "192.0.2.77";
    // A different e-mail each time, so no account reaches its own limit.
    for (let attempt = 1; attempt <= 20; attempt++) await failFrom({ email: `stranger-${attempt}@example.com` }, ip);
    const limited = await signIn(account, PASSWORD, ip);
    expectLimited(limited, SIGN_IN_LIMITED, 60);
    expect(limited.body.message).toContain("1 minute");
    expect((await signIn(account, PASSWORD, "192.0.2.78")).status).toBe(200);
    // The wait doubles with each further failure.
    advanceClock(60_000);
    await failFrom({ email: "stranger-21@example.com" }, ip);
    expectLimited(await signIn(account, PASSWORD, ip), SIGN_IN_LIMITED, 120);
  });

  it("does not hold successful sign-ins against the address", async () => {
    const account = await newAccount();
    const ip = "192.0.2.80";
    for (let attempt = 1; attempt <= 19; attempt++) await failFrom({ email: `typo-${attempt}@example.com` }, ip);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await signIn(account, PASSWORD, ip)).status).toBe(200);
    await failFrom({ email: "typo-20@example.com" }, ip);
    expectLimited(await signIn(account, PASSWORD, ip), SIGN_IN_LIMITED, 60);
  });
});

describe("the counts are in the database, shared by every server process", () => {
  it("holds after the modules are loaded afresh, and only the table holds them", async () => {
    const account = await newAccount();
    const ip = "203.0.113.9";
    for (let attempt = 1; attempt <= 3; attempt++) await failFrom(account, ip);

    const db = await getDb();
    const rows = await db
      .select()
      .from(throttles)
      .where(like(throttles.key, `%${ip}%`));
    expect(rows.map(({ key, failures }) => ({ key, failures })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `sign-in ${ip}`, failures: 3 },
      { key: `sign-in ${ip} ${account.email}`, failures: 3 },
    ]);

    // A second process: fresh copies of every module (the database handle lives on globalThis).
    jest.resetModules();
    const { POST: freshLogin } = await import("@/app/api/auth/login/route");
    const fresh = await callRoute(
      freshLogin,
      "/api/auth/login",
      {},
      { method: "POST", body: { email: account.email, password: PASSWORD }, ip },
    );
    expectLimited(fresh, SIGN_IN_LIMITED, 1);

    await db.delete(throttles).where(like(throttles.key, `%${ip}%`));
    expect((await signIn(account, PASSWORD, ip)).status).toBe(200);
  });
});

describe("forgot-password", () => {
  it("mails an account at most 3 times an hour: a 4th request answers the same and sends nothing, for known and unknown e-mails alike", async () => {
    const account = await newAccount();
    const ip = "203.0.113.20";
    const sent = (await api.forgotPassword({ email: "nobody-here@example.com" }, { ip: "203.0.113.22" })).text;
    for (const email of [account.email, "nobody-here@example.com"]) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await api.forgotPassword({ email }, { ip });
        expect([response.status, response.text]).toEqual([200, sent]);
        await settled();
        advanceClock(1); // mails of one millisecond would share a file name
      }
    }
    expect(mailFilesFor(account.email)).toHaveLength(3);
    for (const email of [account.email.toUpperCase(), "nobody-here@example.com"]) {
      const response = await api.forgotPassword({ email }, { ip: "203.0.113.21" });
      expect([response.status, response.text, response.headers.get("retry-after")]).toEqual([200, sent, null]);
    }
    await settled();
    expect(mailFilesFor(account.email)).toHaveLength(3);
    // Another account is still served.
    expect((await api.forgotPassword({ email: uniqueEmail("someone-else") }, { ip: "203.0.113.21" })).status).toBe(200);
    // An hour after the first mail the account is mailed again.
    advanceClock(3600_000);
    expect((await api.forgotPassword({ email: account.email }, { ip: "203.0.113.21" })).status).toBe(200);
    await settled();
    expect(mailFilesFor(account.email)).toHaveLength(4);
  });

  it("refuses an address after 10 requests for different accounts, for 15 minutes", async () => {
    const ip = "203.0.113.30";
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await api.forgotPassword({ email: uniqueEmail("spray") }, { ip })).status).toBe(200);
    }
    expectLimited(await api.forgotPassword({ email: uniqueEmail("spray") }, { ip }), RESET_LIMITED, 900);
    expect((await api.forgotPassword({ email: uniqueEmail("spray") }, { ip: "203.0.113.31" })).status).toBe(200);
    advanceClock(900_000);
    expect((await api.forgotPassword({ email: uniqueEmail("spray") }, { ip })).status).toBe(200);
  });
});
