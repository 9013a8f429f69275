// The in-memory limiters of lib/auth/throttle.ts; this file has its own module registry, so its own counters.
// Each test speaks from an address of its own so the per-address counters do not mix.
import { jest } from "@jest/globals";
import { api, PASSWORD, registerAdmin, uniqueEmail, type Account, type ApiResponse } from "../support/http";

const LOGIN_LIMITED = "Too many sign-in attempts. Please wait 15 minutes and try again.";
const RESET_LIMITED = "Too many password reset requests. Please wait and try again later.";

function expectLimited(response: ApiResponse, message: string, maxSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.body.message).toBe(message);
  expect(response.body.token).toBeUndefined();
  const retryAfter = response.headers.get("retry-after");
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
}

let admin: Account;

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  admin = await registerAdmin({ email: "first@example.com" });
});

afterAll(() => jest.restoreAllMocks());

const newAccount = () => registerAdmin({ asToken: admin.token, email: uniqueEmail("limited") });

describe("login, per account", () => {
  it("refuses the 6th attempt after 5 failures, even with the right password, and leaves other accounts alone", async () => {
    const victim = await newAccount();
    const bystander = await newAccount();
    const ip = "203.0.113.1";

    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await api.login({ email: victim.email, password: `wrong-password-${attempt}` }, { ip });
      expect(response.status).toBe(401);
    }
    const sixth = await api.login({ email: victim.email, password: PASSWORD }, { ip });
    expectLimited(sixth, LOGIN_LIMITED, 15 * 60);
    expect(sixth.headers.getSetCookie()).toEqual([]);

    // The limit follows the account, not the address or the spelling of the e-mail.
    const elsewhere = await api.login({ email: victim.email.toUpperCase(), password: PASSWORD }, { ip: "203.0.113.2" });
    expectLimited(elsewhere, LOGIN_LIMITED, 15 * 60);

    // Another account from the same address still signs in.
    const other = await api.login({ email: bystander.email, password: PASSWORD }, { ip });
    expect(other.status).toBe(200);
    expect(other.body.token).toEqual(expect.any(String));
  });

  it("limits an unknown e-mail the same way as a known one", async () => {
    const ip = "203.0.113.3";
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await api.login({ email: "ghost@example.com", password: PASSWORD }, { ip })).status).toBe(401);
    }
    expectLimited(await api.login({ email: "ghost@example.com", password: PASSWORD }, { ip }), LOGIN_LIMITED, 15 * 60);
  });

  it("starts counting again after a successful sign-in", async () => {
    const account = await newAccount();
    const ip = "203.0.113.4";
    for (let round = 0; round < 2; round++) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await api.login({ email: account.email, password: "wrong-password" }, { ip })).status).toBe(401);
      }
      expect((await api.login({ email: account.email, password: PASSWORD }, { ip })).status).toBe(200);
    }
  });

  it("does not count refused input as a failed sign-in", async () => {
    const account = await newAccount();
    const ip = "203.0.113.5";
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await api.login({ email: account.email, password: "short" }, { ip })).status).toBe(400);
    }
    expect((await api.login({ email: account.email, password: PASSWORD }, { ip })).status).toBe(200);
  });
});

describe("login, per address", () => {
  it("refuses an address after 20 failures across different accounts", async () => {
    const account = await newAccount();
    const ip = "192.0.2.77";
    for (let attempt = 1; attempt <= 20; attempt++) {
      // A different e-mail each time, so no account reaches its own limit.
      const response = await api.login({ email: `stranger-${attempt}@example.com`, password: PASSWORD }, { ip });
      expect(response.status).toBe(401);
    }
    // The 21st, even for a real account with its right password, is refused.
    expectLimited(await api.login({ email: account.email, password: PASSWORD }, { ip }), LOGIN_LIMITED, 15 * 60);
    // The same account from another address is fine.
    expect((await api.login({ email: account.email, password: PASSWORD }, { ip: "192.0.2.78" })).status).toBe(200);
  });
});

describe("forgot-password", () => {
  it("refuses the 4th request for one account within the hour, for known and unknown e-mails alike", async () => {
    const account = await newAccount();
    const ip = "203.0.113.20";
    for (const email of [account.email, "nobody-here@example.com"]) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await api.forgotPassword({ email }, { ip })).status).toBe(200);
      }
    }
    expectLimited(await api.forgotPassword({ email: account.email.toUpperCase() }, { ip: "203.0.113.21" }), RESET_LIMITED, 60 * 60);
    expectLimited(await api.forgotPassword({ email: "nobody-here@example.com" }, { ip: "203.0.113.21" }), RESET_LIMITED, 60 * 60);
    // Another account is still served.
    expect((await api.forgotPassword({ email: uniqueEmail("someone-else") }, { ip: "203.0.113.21" })).status).toBe(200);
  });

  it("refuses an address after 10 requests for different accounts", async () => {
    const ip = "203.0.113.30";
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await api.forgotPassword({ email: uniqueEmail("spray") }, { ip })).status).toBe(200);
    }
    expectLimited(await api.forgotPassword({ email: uniqueEmail("spray") }, { ip }), RESET_LIMITED, 15 * 60);
    expect((await api.forgotPassword({ email: uniqueEmail("spray") }, { ip: "203.0.113.31" })).status).toBe(200);
  });
});
