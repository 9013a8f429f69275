// Sign-in and password-reset abuse. Each test speaks from loopback addresses of its own (127.0.3.x):
// the per-address limits key on the socket's address, whatever X-Forwarded-For says.
import { createHash } from "node:crypto";
import jwt from "jsonwebtoken";
import { call, closeClient, databaseName, jsonOf, onPostgres, server, type Reply } from "./support/server";
import { login, newAdmin, requestResetLink, resetMails, rootAdmin, tokenOfLink, uniqueEmail } from "./support/accounts";
import { closeSql, sql } from "./support/database";

const attempt = (email: string, password: string, from: string, headers: Record<string, string> = {}) =>
  call({ method: "POST", path: "/api/auth/login", json: { email, password }, from, headers });

const resetWith = (token: string, password: string, from: string) =>
  call({ method: "POST", path: `/api/auth/reset-password/${token}`, json: { password }, from });

/** The reset mails to `email` once there are `count` of them (forgot-password mails after its answer), or what there is after 10 s. */
async function mailsOnceThere(email: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 500 && resetMails(email).length < count; attempt++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return resetMails(email);
}

let spoofCounter = 0;
const spoofed = () => ({
  "X-Forwarded-For": `203.0.113.${++spoofCounter % 250}`,
  "X-Real-IP": `198.51.100.${spoofCounter % 250}`,
  Forwarded: `for=192.0.2.${spoofCounter % 250}`,
});

beforeAll(async () => {
  await rootAdmin();
});

afterAll(async () => {
  closeClient();
  await closeSql();
});

/** What a reply looks like to a client, minus what differs by nature (date). */
const shapeOf = (reply: Reply) => ({
  status: reply.status,
  body: reply.text,
  headers: Object.keys(reply.headers)
    .filter((name) => name !== "date")
    .sort()
    .map((name) => `${name}: ${name === "set-cookie" ? "(cookie)" : reply.headers[name]}`),
});

describe(`sign-in abuse (${databaseName})`, () => {
  it("makes an account wait after 3 bad passwords from one address, even for the right password then", async () => {
    const victim = await newAdmin("throttle-account");
    const from = "127.0.3.10";
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) statuses.push((await attempt(victim.email, "wrong-password", from, spoofed())).status);
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await attempt(victim.email, victim.password, from, spoofed());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(jsonOf<{ message: string }>(blocked).message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(jsonOf<{ token?: string }>(blocked).token).toBeUndefined();
    // The e-mail's case and surrounding blanks name the same account.
    expect((await attempt(`  ${victim.email.toUpperCase()} `, victim.password, from)).status).toBe(429);
    // The wait is this address's: the account signs in from another one, and so do other accounts from this one.
    expect((await attempt(victim.email, victim.password, "127.0.3.11")).status).toBe(200);
    const other = await newAdmin("throttle-account-other");
    expect((await attempt(other.email, other.password, from)).status).toBe(200);
  });

  it("five bad passwords from five other addresses do not lock the owner out", async () => {
    const owner = await newAdmin("throttle-owner");
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push((await attempt(owner.email, "wrong-password", `127.0.3.${12 + index}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(owner.email, owner.password, "127.0.3.19")).status).toBe(200);
  });

  it("throttles repeated failures per address, and a spoofed X-Forwarded-For does not reset the count", async () => {
    const from = "127.0.3.30";
    const statuses: number[] = [];
    // Twenty failures, each for another account and each claiming another address.
    for (let index = 0; index < 20; index++)
      statuses.push((await attempt(uniqueEmail("nobody"), "wrong-password", from, spoofed())).status);
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    const someone = await newAdmin("throttle-address");
    for (const headers of [
      spoofed(),
      { "X-Forwarded-For": "127.0.3.31" },
      { "X-Forwarded-For": `${from}, 10.0.0.1` },
      { "X-Forwarded-For": "unknown" },
      {},
    ] as Record<string, string>[]) {
      const reply = await attempt(someone.email, someone.password, from, headers);
      expect([JSON.stringify(headers), reply.status]).toEqual([JSON.stringify(headers), 429]);
    }
    // The limit is this address's: the same account signs in from another one.
    expect((await attempt(someone.email, someone.password, "127.0.3.31")).status).toBe(200);
  });

  it("answers an unknown e-mail exactly as a wrong password, in comparable time", async () => {
    const known = await newAdmin("same-answer");
    const unknownReplies: Reply[] = [];
    const wrongReplies: Reply[] = [];
    for (let index = 0; index < 3; index++) {
      unknownReplies.push(await attempt(uniqueEmail("unknown"), "wrong-password-1", "127.0.3.40"));
      wrongReplies.push(await attempt(known.email, "wrong-password-1", "127.0.3.41"));
    }
    expect(unknownReplies.map(shapeOf)).toEqual(wrongReplies.map(shapeOf));
    expect(unknownReplies[0]!.status).toBe(401);
    // Both compare a bcrypt hash: a missing account must not answer in a fraction of the time.
    const median = (replies: Reply[]) => replies.map((reply) => reply.ms).sort((a, b) => a - b)[1]!;
    const ratio = median(unknownReplies) / median(wrongReplies);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(3.5);
  });
});

describe(`sessions (${databaseName})`, () => {
  it("a non-Bearer Authorization header (e.g. Basic from a reverse proxy) does not hide the session cookie", async () => {
    const account = await newAdmin("basic-auth");
    const cookie = `hostel_session=${account.token}`;
    const headers = { authorization: "Basic dXNlcjpwYXNzd29yZA==" };
    const page = await call({ path: "/", cookie, headers, from: "127.0.3.95" });
    expect(page.status).toBe(200);
    expect(page.headers["set-cookie"]).toBeUndefined();
    expect((await call({ path: `/api/auth/get-auth/${account.id}`, cookie, headers, from: "127.0.3.95" })).status).toBe(200);
  });

  it("a token signed with the server's key whose subject is not an account id is refused, not a 500", async () => {
    const account = await newAdmin("odd-subject");
    const token = jwt.sign({ role: "admin", ver: 0 }, server.jwtSecret, { algorithm: "HS256", subject: "not-a-uuid", expiresIn: 3600 });
    expect((await call({ path: `/api/auth/get-auth/${account.id}`, token, from: "127.0.3.96" })).status).toBe(401);
    const page = await call({ path: "/", cookie: `hostel_session=${token}`, from: "127.0.3.96" });
    expect([page.status, new URL(String(page.headers.location), server.baseUrl).pathname]).toEqual([307, "/Sign-in"]);
  });
});

describe(`password-reset abuse (${databaseName})`, () => {
  it("answers forgot-password the same for known and unknown e-mails", async () => {
    const known = await newAdmin("forgot-same");
    const a = await call({ method: "POST", path: "/api/auth/forgot-password", json: { email: known.email }, from: "127.0.3.50" });
    const b = await call({
      method: "POST",
      path: "/api/auth/forgot-password",
      json: { email: uniqueEmail("forgot-unknown") },
      from: "127.0.3.50",
    });
    expect(shapeOf(a)).toEqual(shapeOf(b));
    expect(a.status).toBe(200);
    expect(await mailsOnceThere(known.email, 1)).toHaveLength(1);
  });

  it("a reset link works once, and its earlier sessions die", async () => {
    const account = await newAdmin("reset-once");
    const link = await requestResetLink(account.email, { from: "127.0.3.60" });
    expect((await resetWith(tokenOfLink(link), "new-password-one", "127.0.3.60")).status).toBe(200);
    const again = await resetWith(tokenOfLink(link), "new-password-two", "127.0.3.60");
    expect(again.status).toBe(404);
    expect((await call({ path: `/api/auth/get-auth/${account.id}`, token: account.token })).status).toBe(401);
    await expect(login(account.email, "new-password-two", "127.0.3.61")).rejects.toThrow(/401/);
    expect((await login(account.email, "new-password-one", "127.0.3.61")).token).toEqual(expect.any(String));
  });

  it("a newer link leaves the one already sent valid, and using one voids the others", async () => {
    // Asking for links on someone else's behalf never takes away the link they already have (docs/accounts.md).
    const account = await newAdmin("reset-newer");
    const first = await requestResetLink(account.email, { from: "127.0.3.70" });
    const second = await requestResetLink(account.email, { from: "127.0.3.70" });
    expect(second).not.toBe(first);
    expect((await resetWith(tokenOfLink(first), "new-password-one", "127.0.3.70")).status).toBe(200);
    expect((await resetWith(tokenOfLink(second), "new-password-two", "127.0.3.70")).status).toBe(404);
  });

  it("refuses made-up, truncated and padded tokens", async () => {
    const account = await newAdmin("reset-forged");
    const token = tokenOfLink(await requestResetLink(account.email, { from: "127.0.3.75" }));
    const tries = [
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase(),
      `${token}%00`,
      encodeURIComponent(`${token}/..`),
      "x".repeat(5000),
      "%2e%2e",
      encodeURIComponent("' OR '1'='1"),
    ];
    for (const candidate of tries) {
      const reply = await call({
        method: "POST",
        path: `/api/auth/reset-password/${candidate}`,
        json: { password: "new-password-x" },
        from: "127.0.3.75",
      });
      // 404, 400, or a 308 where Next normalises the path (`..`): never 2xx, never 5xx.
      expect([candidate.slice(0, 40), reply.status >= 300 && reply.status < 500]).toEqual([candidate.slice(0, 40), true]);
    }
    // The real one still works.
    expect((await resetWith(token, "new-password-ok", "127.0.3.75")).status).toBe(200);
  });

  (onPostgres ? it : it.skip)(
    "an expired link is refused (PostgreSQL run: the link's expiry is moved into the past with SQL)",
    async () => {
      const account = await newAdmin("reset-expired");
      const link = await requestResetLink(account.email, { from: "127.0.3.80" });
      const updated = await sql("update password_resets set expires_at = now() - interval '1 second' where user_id = $1 returning id", [
        account.id,
      ]);
      expect(updated).toHaveLength(1);
      expect((await resetWith(tokenOfLink(link), "new-password-one", "127.0.3.80")).status).toBe(404);
      // Still valid one second before expiry.
      const fresh = await requestResetLink(account.email, { from: "127.0.3.80" });
      await sql("update password_resets set expires_at = now() + interval '1 second' where user_id = $1", [account.id]);
      expect((await resetWith(tokenOfLink(fresh), "new-password-two", "127.0.3.80")).status).toBe(200);
    },
  );

  (onPostgres ? it : it.skip)("a reset link lives one hour and only its hash is stored (PostgreSQL run: read back with SQL)", async () => {
    const account = await newAdmin("reset-ttl");
    const token = tokenOfLink(await requestResetLink(account.email, { from: "127.0.3.81" }));
    const rows = await sql<{ seconds: number; token_hash: string }>(
      "select extract(epoch from expires_at - created_at)::float8 as seconds, token_hash from password_resets where user_id = $1",
      [account.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.seconds).toBeGreaterThan(3500);
    expect(rows[0]!.seconds).toBeLessThan(3601); // expires_at is set by the server's clock, created_at by the database's
    expect(rows[0]!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
  });

  it("the reset link is built from APP_URL, never from a forged Host or X-Forwarded-Host", async () => {
    const account = await newAdmin("reset-host");
    const link = await requestResetLink(account.email, {
      from: "127.0.3.90",
      headers: {
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Port": "8443",
        Forwarded: "host=evil.example;proto=https",
      },
    });
    expect(link.startsWith(`${server.appUrl}/reset-password/`)).toBe(true);
    expect(link).not.toContain("evil.example");
  });

  it("caps reset mails per account and throttles forgot-password per address", async () => {
    const account = await newAdmin("reset-throttle");
    const perAccount: number[] = [];
    for (let index = 0; index < 4; index++) {
      perAccount.push(
        (
          await call({
            method: "POST",
            path: "/api/auth/forgot-password",
            json: { email: account.email },
            from: `127.0.3.${100 + index}`,
            headers: spoofed(),
          })
        ).status,
      );
      await mailsOnceThere(account.email, Math.min(index + 1, 3)); // mails of one millisecond would share a file name
    }
    // Past three mails an hour the answer stays the same neutral 200, and nothing more is sent.
    expect(perAccount).toEqual([200, 200, 200, 200]);
    expect(resetMails(account.email)).toHaveLength(3);
    const perAddress: number[] = [];
    for (let index = 0; index < 11; index++) {
      perAddress.push(
        (
          await call({
            method: "POST",
            path: "/api/auth/forgot-password",
            json: { email: uniqueEmail("forgot-flood") },
            from: "127.0.3.110",
            headers: spoofed(),
          })
        ).status,
      );
    }
    expect(perAddress.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });
});
