// How a protected call (GET /api/auth/get-auth/{id}) treats the token it is given.
import { randomUUID } from "node:crypto";
import jwt from "jsonwebtoken";
import { api, loginToken, parseSetCookie, registerAdmin, TEST_SECRET, type Account } from "../support/http";
import { setRole, signTokenFor } from "../support/db";

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const decodePart = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;

/** The token with its payload changed and the original signature kept. */
function tamper(token: string, change: Record<string, unknown>): string {
  const [header, payload, signature] = token.split(".") as [string, string, string];
  return [header, base64url({ ...decodePart(payload), ...change }), signature].join(".");
}

describe("tokens on a protected call", () => {
  let admin: Account;
  let other: Account;

  beforeAll(async () => {
    admin = await registerAdmin({ email: "admin@example.com" });
    other = await registerAdmin({ asToken: admin.token, email: "other@example.com" });
  });

  it("accepts the admin's bearer token", async () => {
    const response = await api.getAuth(admin.id, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.user?._id).toBe(admin.id);
  });

  it("accepts a token signed the way the app signs them (control for the forged ones below)", async () => {
    const response = await api.getAuth(admin.id, { token: await signTokenFor(admin.id) });
    expect(response.status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const response = await api.getAuth(admin.id);
    expect(response.status).toBe(401);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.user).toBeUndefined();
  });

  it.each([
    ["garbage", "garbage"],
    ["three garbage parts", "abc.def.ghi"],
    ["an empty-looking token", "..."],
  ])("answers 401 for %s", async (_label, token) => {
    const response = await api.getAuth(admin.id, { token });
    expect(response.status).toBe(401);
  });

  it("answers 401 for a scheme other than Bearer", async () => {
    const response = await api.getAuth(admin.id, { headers: { authorization: `Basic ${admin.token}` } });
    expect(response.status).toBe(401);
  });

  it("answers 401, not 500, for a token signed with the server's key whose subject is not an account id", async () => {
    for (const subject of ["not-a-uuid", `${admin.id}x`, "' OR 1=1 --"]) {
      const token = jwt.sign({ role: "admin", ver: 0 }, TEST_SECRET, { algorithm: "HS256", subject, expiresIn: 3600 });
      const response = await api.getAuth(admin.id, { token });
      expect([subject, response.status]).toEqual([subject, 401]);
    }
  });

  it("uses the session cookie when the Authorization header is not a Bearer token (e.g. Basic from a reverse proxy)", async () => {
    const cookie = `hostel_session=${admin.token}`;
    for (const authorization of ["Basic dXNlcjpwYXNz", 'Digest username="x"', "Bearer", ""]) {
      const response = await api.getAuth(admin.id, { cookie, headers: { authorization } });
      expect([authorization, response.status]).toEqual([authorization, 200]);
    }
    // A Bearer token, when there is one, is the one that counts.
    expect((await api.getAuth(admin.id, { cookie, headers: { authorization: "Bearer not-a-token" } })).status).toBe(401);
  });

  it("answers 401 when the payload is changed but the signature kept", async () => {
    const roleChanged = await api.getAuth(other.id, { token: tamper(other.token, { role: "superadmin" }) });
    expect(roleChanged.status).toBe(401);

    const subChanged = await api.getAuth(admin.id, { token: tamper(other.token, { sub: admin.id }) });
    expect(subChanged.status).toBe(401);

    const versionChanged = await api.getAuth(admin.id, { token: tamper(admin.token, { ver: 99 }) });
    expect(versionChanged.status).toBe(401);
  });

  it("answers 401 for a token signed with another secret", async () => {
    const token = await signTokenFor(admin.id, {}, { secret: "another-secret-that-is-long-enough-for-hs256" });
    const response = await api.getAuth(admin.id, { token });
    expect(response.status).toBe(401);
  });

  it("answers 401 for an unsigned token (alg: none)", async () => {
    const valid = await signTokenFor(admin.id);
    const payload = decodePart(valid.split(".")[1]!);
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
    const response = await api.getAuth(admin.id, { token: unsigned });
    expect(response.status).toBe(401);
    // Without the trailing dot too.
    const bare = await api.getAuth(admin.id, { token: unsigned.slice(0, -1) });
    expect(bare.status).toBe(401);
  });

  it("answers 401 for a token signed with the right secret but another algorithm (HS512)", async () => {
    const valid = await signTokenFor(admin.id);
    const payload = decodePart(valid.split(".")[1]!);
    const token = jwt.sign(payload, TEST_SECRET, { algorithm: "HS512" });
    const response = await api.getAuth(admin.id, { token });
    expect(response.status).toBe(401);
  });

  it("answers 401 for an expired token", async () => {
    const token = await signTokenFor(admin.id, { exp: Math.floor(Date.now() / 1000) - 5 }, { expiresIn: null });
    const response = await api.getAuth(admin.id, { token });
    expect(response.status).toBe(401);
  });

  it("answers 401 for a token without exp", async () => {
    const token = await signTokenFor(admin.id, {}, { expiresIn: null });
    const response = await api.getAuth(admin.id, { token });
    expect(response.status).toBe(401);
  });

  it("answers 401 for a token without the version claim", async () => {
    const token = await signTokenFor(admin.id, { ver: undefined });
    const response = await api.getAuth(admin.id, { token });
    expect(response.status).toBe(401);
  });

  it("answers 401 for a well-signed token of an account that does not exist", async () => {
    const token = jwt.sign({ role: "admin", ver: 0 }, TEST_SECRET, { algorithm: "HS256", subject: randomUUID(), expiresIn: 3600 });
    const response = await api.getAuth(admin.id, { token });
    expect(response.status).toBe(401);
  });

  it("answers 403 for a valid token of an account whose role is not admin", async () => {
    const user = await registerAdmin({ asToken: admin.token, email: "plain-user@example.com" });
    await setRole(user.id, "user");
    const token = await signTokenFor(user.id, { role: "user" });
    const response = await api.getAuth(user.id, { token });
    expect(response.status).toBe(403);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.user).toBeUndefined();

    // The role is read from the database: a token still claiming admin does not help.
    const claimsAdmin = await signTokenFor(user.id, { role: "admin" });
    expect((await api.getAuth(user.id, { token: claimsAdmin })).status).toBe(403);
  });

  describe("the session cookie", () => {
    it("works like a bearer token", async () => {
      const response = await api.getAuth(admin.id, { cookie: `theme=dark; hostel_session=${admin.token}; other=1` });
      expect(response.status).toBe(200);
      expect(response.body.user?._id).toBe(admin.id);
    });

    it("answers 401 for a garbage cookie", async () => {
      const response = await api.getAuth(admin.id, { cookie: "hostel_session=garbage" });
      expect(response.status).toBe(401);
    });

    it("answers 401, not 500, for a cookie that is not valid percent-encoding", async () => {
      const response = await api.getAuth(admin.id, { cookie: "hostel_session=%E0%A4%A" });
      expect(response.status).toBe(401);
    });

    it("is ignored under another name", async () => {
      const response = await api.getAuth(admin.id, { cookie: `session=${admin.token}` });
      expect(response.status).toBe(401);
    });
  });

  describe("ids", () => {
    it("answers 400 for an id that is not a UUID", async () => {
      const response = await api.getAuth("not-a-uuid", { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Invalid id");
    });

    it("answers 404 for an unknown UUID", async () => {
      const response = await api.getAuth(randomUUID(), { token: admin.token });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("Account not found");
    });

    it("checks the token before the id", async () => {
      const response = await api.getAuth("not-a-uuid");
      expect(response.status).toBe(401);
    });
  });

  describe("POST /api/auth/logout", () => {
    it("revokes the token and clears the cookie", async () => {
      const account = await registerAdmin({ asToken: admin.token, email: "leaving@example.com" });
      const second = await loginToken(account.email, account.password);
      expect((await api.getAuth(account.id, { token: account.token })).status).toBe(200);

      const response = await api.logout({ token: account.token });
      expect(response.status).toBe(200);
      expect(response.body.message).toEqual(expect.any(String));
      const cookie = parseSetCookie(response.headers, "hostel_session");
      expect(cookie?.value).toBe("");
      expect(cookie?.["max-age"]).toBe("0");

      expect((await api.getAuth(account.id, { token: account.token })).status).toBe(401);
      expect((await api.getAuth(account.id, { cookie: `hostel_session=${account.token}` })).status).toBe(401);
      // Every session of the account ends, not only the one that logged out.
      expect((await api.getAuth(account.id, { token: second })).status).toBe(401);
      // Other accounts are not affected.
      expect((await api.getAuth(admin.id, { token: admin.token })).status).toBe(200);

      // Signing in again gives a working token.
      const fresh = await loginToken(account.email, account.password);
      expect((await api.getAuth(account.id, { token: fresh })).status).toBe(200);
    });

    it("logs out through the cookie too", async () => {
      const account = await registerAdmin({ asToken: admin.token, email: "cookie-leaver@example.com" });
      const response = await api.logout({ cookie: `hostel_session=${account.token}` });
      expect(response.status).toBe(200);
      expect((await api.getAuth(account.id, { token: account.token })).status).toBe(401);
    });

    it("answers 200 and clears the cookie without a session", async () => {
      const response = await api.logout();
      expect(response.status).toBe(200);
      expect(parseSetCookie(response.headers, "hostel_session")?.["max-age"]).toBe("0");
    });
  });
});
