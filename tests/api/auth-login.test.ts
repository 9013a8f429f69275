import { jest } from "@jest/globals";
import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import { api, parseSetCookie, PASSWORD, registerAdmin, TEST_SECRET, type Account } from "../support/http";
import { userRow } from "../support/db";

describe("POST /api/auth/login", () => {
  let admin: Account;

  beforeAll(async () => {
    admin = await registerAdmin({ username: "Warden", email: "warden@example.com" });
  });

  it("signs in: 200 with token, public user and an HttpOnly SameSite=Strict session cookie", async () => {
    const response = await api.login({ email: "warden@example.com", password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Login successful!");
    expect(response.body.user).toEqual({
      _id: admin.id,
      username: "Warden",
      email: "warden@example.com",
      role: "admin",
      access: "owner",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const token = response.body.token!;
    const claims = jwt.verify(token, TEST_SECRET, { algorithms: ["HS256"] }) as jwt.JwtPayload;
    expect(claims.sub).toBe(admin.id);
    expect(claims.role).toBe("admin");
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const cookie = parseSetCookie(response.headers, "hostel_session");
    expect(cookie).not.toBeNull();
    expect(cookie!.value).toBe(token);
    expect(cookie).toHaveProperty("httponly");
    expect(cookie!.samesite?.toLowerCase()).toBe("strict");
    expect(cookie!.path).toBe("/");
    expect(Number(cookie!["max-age"])).toBeGreaterThan(0);
    expect(cookie).not.toHaveProperty("secure"); // APP_URL is http in the tests

    const row = await userRow(admin.id);
    expect(response.text).not.toContain(row!.passwordHash);
    expect(response.text).not.toContain(PASSWORD);
  });

  it("treats the e-mail case-insensitively and trims it", async () => {
    const response = await api.login({ email: "  WARDEN@Example.com ", password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user?._id).toBe(admin.id);
  });

  it("marks the cookie Secure when the panel is served over https", async () => {
    const previous = process.env.APP_URL;
    process.env.APP_URL = "https://panel.test";
    try {
      const response = await api.login({ email: "warden@example.com", password: PASSWORD });
      expect(response.status).toBe(200);
      expect(parseSetCookie(response.headers, "hostel_session")).toHaveProperty("secure");
    } finally {
      process.env.APP_URL = previous;
    }
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    const wrongPassword = await api.login({ email: "warden@example.com", password: "wrong-password-1" });
    const unknownEmail = await api.login({ email: "nobody@example.com", password: PASSWORD });

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: "Invalid email or password", code: "wrongCredentials" });
    expect(unknownEmail.text).toBe(wrongPassword.text);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.body.token).toBeUndefined();
      expect(parseSetCookie(response.headers, "hostel_session")).toBeNull();
    }
  });

  it("compares passwords one at a time, however many sign-ins arrive together", async () => {
    const original = bcrypt.compare;
    let running = 0;
    let most = 0;
    const compare = jest.spyOn(bcrypt, "compare").mockImplementation((async (password: string, hash: string) => {
      most = Math.max(most, ++running);
      try {
        return await original(password, hash);
      } finally {
        running--;
      }
    }) as typeof bcrypt.compare);
    try {
      const sixWrong = Array.from({ length: 6 }, (_, index) =>
        api.login({ email: "warden@example.com", password: `wrong-${index}-password` }, { ip: `192.0.2.${index}` }),
      );
      const responses = await Promise.all([...sixWrong, api.login({ email: "warden@example.com", password: PASSWORD })]);
      expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401, 200]);
      expect(compare).toHaveBeenCalledTimes(7);
      expect(most).toBe(1);
    } finally {
      compare.mockRestore();
    }
  });

  it("refuses the password in another case", async () => {
    const response = await api.login({ email: "warden@example.com", password: PASSWORD.toUpperCase() });
    expect(response.status).toBe(401);
  });

  describe("validation", () => {
    it.each([
      ["email", "missing", "Email is required", { password: PASSWORD }],
      ["email", "empty", "Email is required", { email: "", password: PASSWORD }],
      ["email", "not an e-mail", "Invalid email format", { email: "warden", password: PASSWORD }],
      ["email", "not a string", "Email is required", { email: ["warden@example.com"], password: PASSWORD }],
      ["password", "missing", "Password is required", { email: "warden@example.com" }],
      ["password", "empty", "Password is required", { email: "warden@example.com", password: "" }],
      ["password", "too short", "Password must be at least 8 characters", { email: "warden@example.com", password: "1234567" }],
    ])("%s %s → 400 %s", async (field, _label, message, body) => {
      const response = await api.login(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors?.[field]).toBe(message);
      expect(parseSetCookie(response.headers, "hostel_session")).toBeNull();
    });

    it("refuses a password over 72 bytes with a message", async () => {
      const response = await api.login({ email: "warden@example.com", password: `${PASSWORD}${"é".repeat(30)}` });
      expect(response.status).toBe(400);
      expect(response.body.errors?.password).toMatch(/72 bytes/);
    });

    it.each([
      ["malformed JSON", "{email:"],
      ["a JSON array", '["warden@example.com"]'],
    ])("%s → 400 with a message", async (_label, rawBody) => {
      const response = await api.login(undefined, { rawBody });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    });
  });
});
