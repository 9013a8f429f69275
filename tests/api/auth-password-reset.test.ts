// POST /api/auth/forgot-password and POST /api/auth/reset-password/{token}, with mail written to DATA_DIR/mail/.
// forgot-password sends its mail after the answer: `settled()` waits for it.
import fs from "node:fs";
import { jest } from "@jest/globals";
import bcrypt from "bcryptjs";
import { POST as languageRoute } from "@/app/api/language/route";
import { api, callRoute, loginToken, registerAdmin, uniqueEmail, type Account, type RequestOptions } from "../support/http";
import { expireResetLinks } from "../support/db";
import { latestMailTo, latestResetToken, mailDir, mailFilesFor, resetTokenIn } from "../support/mail";
import { settled } from "@/lib/server/auth/after-response";

const SENT = "If an account exists for this email, a password reset link has been sent to it.";
const INVALID_LINK = "This password reset link is invalid or has expired. Please ask for a new one.";
const NEW_PASSWORD = "a-fresh-password-42";

// The per-address limiter allows 10 requests per 15 minutes; each test speaks from an address of its own.
let addressCount = 0;
const fromNewAddress = (): RequestOptions => ({ ip: `198.51.100.${++addressCount}` });

let admin: Account;

beforeAll(async () => {
  // Without SMTP the mail text also goes to the server log; keep the test output readable.
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  admin = await registerAdmin({ username: "Main Admin" });
});

afterEach(settled);
afterAll(() => jest.restoreAllMocks());

/** A fresh admin to reset, so tests do not share links or rate limits. */
const newAccount = () => registerAdmin({ asToken: admin.token, username: "Forgetful Admin", email: uniqueEmail("forgetful") });

describe("POST /api/auth/forgot-password", () => {
  it("gives the same answer for a known and an unknown e-mail, and mails only the known one", async () => {
    const account = await newAccount();
    const options = fromNewAddress();
    const known = await api.forgotPassword({ email: account.email }, options);
    const unknown = await api.forgotPassword({ email: "no-such-admin@example.com" }, options);
    await settled();

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: SENT, code: "resetLinkSent" });
    expect(unknown.text).toBe(known.text);
    expect(known.text).not.toMatch(/reset-password\//);

    expect(mailFilesFor(account.email)).toHaveLength(1);
    expect(mailFilesFor("no-such-admin@example.com")).toHaveLength(0);
  });

  it("writes a mail under DATA_DIR/mail/ with a link to /reset-password/<token>", async () => {
    const account = await newAccount();
    await api.forgotPassword({ email: account.email.toUpperCase() }, fromNewAddress());
    await settled();

    const [file] = mailFilesFor(account.email);
    expect(file?.startsWith(`${mailDir()}/`)).toBe(true);
    expect(fs.statSync(file!).mode & 0o777).toBe(0o600);
    const text = latestMailTo(account.email);
    expect(text).toContain(`To: ${account.email}`);
    expect(text).toContain("Test Hostel");
    expect(text).toContain("Forgetful Admin");
    const token = resetTokenIn(text);
    expect(text).toContain(`http://panel.test/reset-password/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it("writes the mail in the language the administrator chose for the panel", async () => {
    const english = await newAccount();
    await api.forgotPassword({ email: english.email }, fromNewAddress());
    const urdu = await newAccount();
    expect(
      (await callRoute(languageRoute, "/api/language", {}, { method: "POST", body: { language: "ur" }, token: urdu.token })).status,
    ).toBe(200);
    await api.forgotPassword({ email: urdu.email }, fromNewAddress());
    await settled();

    expect(latestMailTo(english.email)).toContain("Subject: Test Hostel: reset your password\n\nHello Forgetful Admin,\n");
    const text = latestMailTo(urdu.email);
    expect(text).toContain("Subject: Test Hostel: اپنا پاس ورڈ ری سیٹ کریں\n\nالسلام علیکم Forgetful Admin،\n");
    expect(text).toContain("آپ کے Test Hostel ایڈمن اکاؤنٹ کا پاس ورڈ");
    // The link works whatever the language.
    expect((await api.resetPassword(resetTokenIn(text), { password: NEW_PASSWORD })).status).toBe(200);
  });

  it.each([
    ["missing", {}, "Email is required"],
    ["empty", { email: "  " }, "Email is required"],
    ["malformed", { email: "someone@" }, "Invalid email format"],
  ])("refuses an e-mail that is %s", async (_label, body, message) => {
    const response = await api.forgotPassword(body, fromNewAddress());
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors?.email).toBe(message);
  });

  it("refuses a body that is not a JSON object", async () => {
    const response = await api.forgotPassword(undefined, { ...fromNewAddress(), rawBody: "not json" });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe("POST /api/auth/reset-password/{token}", () => {
  it("sets the new password with the mailed link and revokes earlier tokens", async () => {
    const account = await newAccount();
    const earlier = await loginToken(account.email, account.password);
    await api.forgotPassword({ email: account.email }, fromNewAddress());
    await settled();
    const token = latestResetToken(account.email);

    const response = await api.resetPassword(token, { password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Password reset successful", code: "passwordResetSuccessful" });

    expect((await api.login({ email: account.email, password: account.password })).status).toBe(401);
    const fresh = await loginToken(account.email, NEW_PASSWORD);
    expect((await api.getAuth(account.id, { token: fresh })).status).toBe(200);

    // Tokens issued before the reset no longer work.
    expect((await api.getAuth(account.id, { token: account.token })).status).toBe(401);
    expect((await api.getAuth(account.id, { token: earlier })).status).toBe(401);
    // Other accounts keep theirs.
    expect((await api.getAuth(admin.id, { token: admin.token })).status).toBe(200);
  });

  it("accepts a link only once", async () => {
    const account = await newAccount();
    await api.forgotPassword({ email: account.email }, fromNewAddress());
    await settled();
    const token = latestResetToken(account.email);

    expect((await api.resetPassword(token, { password: NEW_PASSWORD })).status).toBe(200);
    const second = await api.resetPassword(token, { password: "yet-another-password" });
    expect(second.status).toBe(404);
    expect(second.body.message).toBe(INVALID_LINK);
    // The second attempt changed nothing.
    expect((await api.login({ email: account.email, password: "yet-another-password" })).status).toBe(401);
    expect((await api.login({ email: account.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const account = await newAccount();
    await api.forgotPassword({ email: account.email }, fromNewAddress());
    await settled();
    const token = latestResetToken(account.email);
    await expireResetLinks(account.id);

    const response = await api.resetPassword(token, { password: NEW_PASSWORD });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(INVALID_LINK);
    expect((await api.login({ email: account.email, password: account.password })).status).toBe(200);
  });

  it("keeps the older link valid when a newer one is requested, and voids the other once one is used", async () => {
    const account = await newAccount();
    const options = fromNewAddress();
    await api.forgotPassword({ email: account.email }, options);
    await settled();
    const older = latestResetToken(account.email);
    await new Promise((resolve) => setTimeout(resolve, 2)); // mails of one millisecond would share a file name
    await api.forgotPassword({ email: account.email }, options);
    await settled();
    const newer = latestResetToken(account.email);
    expect(newer).not.toBe(older);

    expect((await api.resetPassword(older, { password: NEW_PASSWORD })).status).toBe(200);
    expect((await api.login({ email: account.email, password: NEW_PASSWORD })).status).toBe(200);
    // The password changed: the other link is void.
    const stale = await api.resetPassword(newer, { password: "yet-another-password" });
    expect(stale.status).toBe(404);
    expect(stale.body.message).toBe(INVALID_LINK);
  });

  it.each([
    ["an unknown token", "x".repeat(43)],
    ["a short token", "abc"],
    ["a very long token", "y".repeat(5000)],
  ])("refuses %s with 404", async (_label, token) => {
    const response = await api.resetPassword(token, { password: NEW_PASSWORD });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(INVALID_LINK);
  });

  it("checks the link before hashing the new password", async () => {
    const hash = jest.spyOn(bcrypt, "hash");
    try {
      expect((await api.resetPassword("z".repeat(43), { password: NEW_PASSWORD })).status).toBe(404);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  describe("validation", () => {
    let account: Account;
    let token: string;

    beforeAll(async () => {
      account = await newAccount();
      await api.forgotPassword({ email: account.email }, fromNewAddress());
      await settled();
      token = latestResetToken(account.email);
    });

    it.each([
      ["missing", {}, "Password is required"],
      ["empty", { password: "" }, "Password is required"],
      ["too short", { password: "1234567" }, "Password must be at least 8 characters"],
      ["not a string", { password: 12345678 }, "Password is required"],
    ])("refuses a password that is %s", async (_label, body, message) => {
      const response = await api.resetPassword(token, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors?.password).toBe(message);
    });

    it("refuses a password over 72 bytes", async () => {
      const response = await api.resetPassword(token, { password: "ß".repeat(37) });
      expect(response.status).toBe(400);
      expect(response.body.errors?.password).toMatch(/72 bytes/);
    });

    it("refuses a body that is not a JSON object", async () => {
      expect((await api.resetPassword(token, undefined, { rawBody: "{" })).status).toBe(400);
      expect((await api.resetPassword(token, undefined, { rawBody: '["a-long-password"]' })).status).toBe(400);
    });

    it("leaves the link usable after refused attempts", async () => {
      const response = await api.resetPassword(token, { password: NEW_PASSWORD });
      expect(response.status).toBe(200);
      expect((await api.login({ email: account.email, password: NEW_PASSWORD })).status).toBe(200);
    });
  });
});
