import { jest } from "@jest/globals";
import bcrypt from "bcryptjs";
import { api, LOOPBACK, PASSWORD, registerAdmin, uniqueEmail, UUID_PATTERN, type Account } from "../support/http";
import { countUsers, deleteAllUsers, setRole, signTokenFor, userRow } from "../support/db";

describe("POST /api/auth/register, first run", () => {
  afterEach(deleteAllUsers);

  it("lets exactly one of concurrent first-run registrations through", async () => {
    const attempts = await Promise.all(
      ["First", "Second", "Third", "Fourth"].map((username) =>
        api.register({ username, email: uniqueEmail(), password: PASSWORD }, { ip: LOOPBACK }),
      ),
    );
    expect(attempts.map((response) => response.status).sort()).toEqual([201, 403, 403, 403]);
    expect(await countUsers()).toBe(1);
  });

  it("creates the first admin and returns a token and the public user", async () => {
    const response = await api.register(
      {
        username: "  Hostel Owner  ",
        email: "  Owner@Example.COM ",
        password: PASSWORD,
        role: "user",
      },
      { ip: LOOPBACK },
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Registration successful!");
    expect(typeof response.body.token).toBe("string");
    expect(response.body.token!.split(".")).toHaveLength(3);

    const user = response.body.user!;
    expect(Object.keys(user).sort()).toEqual(["_id", "access", "createdAt", "email", "role", "updatedAt", "username"]);
    expect(user._id).toMatch(UUID_PATTERN);
    expect(user.username).toBe("Hostel Owner");
    expect(user.email).toBe("owner@example.com");
    expect(user.role).toBe("admin"); // a role in the body is ignored

    const row = await userRow(user._id);
    expect(row?.email).toBe("owner@example.com");
    expect(row?.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(response.text).not.toContain(row!.passwordHash);
    expect(response.text).not.toContain(PASSWORD);
    expect(response.text.toLowerCase()).not.toContain("password");

    // The token it hands out is a working admin session.
    const me = await api.getAuth(user._id, { token: response.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user?.email).toBe("owner@example.com");
  });
});

describe("POST /api/auth/register, once an account exists", () => {
  let admin: Account;

  beforeAll(async () => {
    admin = await registerAdmin({ email: "boss@example.com" });
  });

  it("refuses an anonymous registration with 403 and creates nothing", async () => {
    const before = await countUsers();
    const response = await api.register({ username: "Intruder", email: uniqueEmail("intruder"), password: PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.token).toBeUndefined();
    expect(await countUsers()).toBe(before);
  });

  it("refuses a closed registration before hashing its password", async () => {
    const hash = jest.spyOn(bcrypt, "hash");
    try {
      const started = performance.now();
      const response = await api.register({ username: "Intruder", email: uniqueEmail("intruder"), password: PASSWORD });
      expect(response.status).toBe(403);
      expect(hash).not.toHaveBeenCalled();
      expect(performance.now() - started).toBeLessThan(50); // one hash takes longer than that
    } finally {
      hash.mockRestore();
    }
  });

  it("refuses a registration carrying an invalid token with 403", async () => {
    const response = await api.register(
      { username: "Intruder", email: uniqueEmail("intruder"), password: PASSWORD },
      { token: "not.a.token" },
    );
    expect(response.status).toBe(403);
  });

  it("lets a signed-in admin register another admin", async () => {
    const email = uniqueEmail("second");
    const response = await api.register({ username: "Second Admin", email, password: PASSWORD }, { token: admin.token });
    expect(response.status).toBe(201);
    // Added without an access: a manager (docs/accounts.md).
    expect(response.body.user).toMatchObject({ username: "Second Admin", email, role: "admin", access: "manager" });
    expect(response.body.user?._id).not.toBe(admin.id);
    expect(response.text).not.toContain(PASSWORD);
    // The new account can use the token it was given.
    const me = await api.getAuth(response.body.user!._id, { token: response.body.token });
    expect(me.status).toBe(200);
  });

  it("also accepts the admin's session cookie", async () => {
    const response = await api.register(
      { username: "Cookie Admin", email: uniqueEmail("cookie"), password: PASSWORD },
      { cookie: `hostel_session=${admin.token}` },
    );
    expect(response.status).toBe(201);
  });

  it("refuses a signed-in account whose role is not admin", async () => {
    const other = await registerAdmin({ asToken: admin.token });
    await setRole(other.id, "user");
    const userToken = await signTokenFor(other.id);
    const response = await api.register({ username: "Via User", email: uniqueEmail("via-user"), password: PASSWORD }, { token: userToken });
    expect(response.status).toBe(403);
  });

  it("answers 409 for an e-mail already in use, also when it differs only in case", async () => {
    const same = await api.register({ username: "Dup", email: "boss@example.com", password: PASSWORD }, { token: admin.token });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe("An account with this email already exists.");

    const cased = await api.register({ username: "Dup", email: "BOSS@Example.Com", password: PASSWORD }, { token: admin.token });
    expect(cased.status).toBe(409);
    expect(cased.body.message).toBe("An account with this email already exists.");
  });

  describe("validation", () => {
    const valid = () => ({ username: "Valid Name", email: uniqueEmail("valid"), password: PASSWORD });

    it.each([
      ["username", "missing", { username: undefined }, "Username is required"],
      ["username", "blank", { username: "   " }, "Username is required"],
      ["username", "a number", { username: 42 }, "Username is required"],
      ["email", "missing", { email: undefined }, "Email is required"],
      ["email", "empty", { email: "" }, "Email is required"],
      ["email", "without @", { email: "not-an-email" }, "Invalid email format"],
      ["email", "without a domain", { email: "a@b" }, "Invalid email format"],
      ["password", "missing", { password: undefined }, "Password is required"],
      ["password", "empty", { password: "" }, "Password is required"],
      ["password", "of 7 characters", { password: "short12" }, "Password must be at least 8 characters"],
    ])("%s %s → %s", async (field, _label, change, message) => {
      const response = await api.register({ ...valid(), ...change }, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors?.[field]).toBe(message);
    });

    it("lists every failing field", async () => {
      const response = await api.register({}, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        username: "Username is required",
        email: "Email is required",
        password: "Password is required",
      });
    });

    it("accepts a password of exactly 72 bytes and refuses 73", async () => {
      const ok = await api.register({ ...valid(), password: "a".repeat(72) }, { token: admin.token });
      expect(ok.status).toBe(201);

      const tooLong = await api.register({ ...valid(), password: "a".repeat(73) }, { token: admin.token });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors?.password).toMatch(/72 bytes/);
      expect(tooLong.body.message).toBe(tooLong.body.errors?.password);
    });

    it("counts multi-byte characters by their bytes", async () => {
      // 37 characters, but 74 bytes in UTF-8: bcrypt would silently cut it.
      const accented = await api.register({ ...valid(), password: "é".repeat(37) }, { token: admin.token });
      expect(accented.status).toBe(400);
      expect(accented.body.errors?.password).toMatch(/72 bytes/);

      // 19 emoji: 38 UTF-16 units, 76 bytes.
      const emoji = await api.register({ ...valid(), password: "😀".repeat(19) }, { token: admin.token });
      expect(emoji.status).toBe(400);
      expect(emoji.body.errors?.password).toMatch(/72 bytes/);

      // 18 emoji are exactly 72 bytes and sign in afterwards.
      const account = valid();
      const fits = await api.register({ ...account, password: "😀".repeat(18) }, { token: admin.token });
      expect(fits.status).toBe(201);
      const login = await api.login({ email: account.email, password: "😀".repeat(18) });
      expect(login.status).toBe(200);
    });

    it("creates nothing when validation fails", async () => {
      const before = await countUsers();
      await api.register({ ...valid(), password: "short" }, { token: admin.token });
      expect(await countUsers()).toBe(before);
    });
  });

  describe("request bodies that are not a JSON object", () => {
    it.each([
      ["malformed JSON", '{"username": "x", '],
      ["an empty body", ""],
      ["a JSON array", JSON.stringify([{ username: "x", email: "x@example.com", password: PASSWORD }])],
      ["JSON null", "null"],
      ["a JSON string", '"hello"'],
      ["a JSON number", "42"],
    ])("%s → 400 with a message", async (_label, rawBody) => {
      const response = await api.register(undefined, { rawBody, token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
      expect(response.body.message!.length).toBeGreaterThan(0);
      expect(response.body.errorId).toBeUndefined();
    });
  });
});
