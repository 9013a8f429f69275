// GET /api/auth/get-auth/{id}, PUT /api/auth/update-auth/{id}, DELETE /api/auth/delete-auth/{id}.
import { randomUUID } from "node:crypto";
import { jest } from "@jest/globals";
import { api, loginToken, parseSetCookie, PASSWORD, registerAdmin, uniqueEmail, type Account } from "../support/http";
import { countUsers, deleteUsersExcept, userRow } from "../support/db";
import { settled } from "@/lib/server/auth/after-response";

let admin: Account;

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined); // the mail to an old address, written without SMTP, is logged
  admin = await registerAdmin({ username: "Head Warden", email: "head@example.com" });
});

afterAll(async () => {
  await settled();
  jest.restoreAllMocks();
});

describe("GET /api/auth/get-auth/{id}", () => {
  it("returns the public fields of an account", async () => {
    const other = await registerAdmin({ asToken: admin.token, username: "Night Warden" });
    const response = await api.getAuth(other.id, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: {
        _id: other.id,
        username: "Night Warden",
        email: other.email,
        role: "admin",
        access: "owner",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(Number.isNaN(Date.parse(response.body.user!.createdAt))).toBe(false);
    const row = await userRow(other.id);
    expect(response.text).not.toContain(row!.passwordHash);
    expect(response.text).not.toMatch(/password|tokenVersion/i);
  });
});

describe("PUT /api/auth/update-auth/{id}", () => {
  it("changes the username and e-mail and returns the updated user", async () => {
    const account = await registerAdmin({ asToken: admin.token, username: "Old Name" });
    const response = await api.updateAuth(account.id, { username: "  New Name ", email: "  Renamed@Example.COM " }, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.user).toMatchObject({ _id: account.id, username: "New Name", email: "renamed@example.com", role: "admin" });
    expect(response.text).not.toMatch(/password/i);

    const stored = await api.getAuth(account.id, { token: admin.token });
    expect(stored.body.user).toMatchObject({ username: "New Name", email: "renamed@example.com" });
    // A changed e-mail ends the account's sessions (docs/accounts.md); the owner who changed it keeps theirs.
    expect((await api.getAuth(account.id, { token: account.token })).status).toBe(401);
    expect((await api.getAuth(admin.id, { token: admin.token })).status).toBe(200);
    // And it signs in with the new e-mail.
    expect((await api.login({ email: "renamed@example.com", password: account.password })).status).toBe(200);
  });

  it("keeps the fields it is not given", async () => {
    const account = await registerAdmin({ asToken: admin.token, username: "Keep Me" });
    const response = await api.updateAuth(account.id, { username: "Kept" }, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ username: "Kept", email: account.email });
  });

  it("lets an admin keep its own e-mail", async () => {
    const response = await api.updateAuth(admin.id, { email: "HEAD@example.com" }, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.user?.email).toBe("head@example.com");
  });

  it("ignores a role in the body", async () => {
    const account = await registerAdmin({ asToken: admin.token });
    const response = await api.updateAuth(account.id, { username: "Still Admin", role: "user" }, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.user?.role).toBe("admin");
    expect((await userRow(account.id))?.role).toBe("admin");
  });

  it("answers 409 for an e-mail another account uses, also in another case", async () => {
    const account = await registerAdmin({ asToken: admin.token });
    for (const email of ["head@example.com", "Head@EXAMPLE.com"]) {
      const response = await api.updateAuth(account.id, { email }, { token: admin.token });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe("An account with this email already exists.");
    }
    expect((await userRow(account.id))?.email).toBe(account.email);
  });

  it("changes the password and revokes the account's earlier tokens", async () => {
    const account = await registerAdmin({ asToken: admin.token });
    const newPassword = "a-brand-new-password";
    const response = await api.updateAuth(account.id, { password: newPassword }, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(newPassword);

    expect((await api.getAuth(account.id, { token: account.token })).status).toBe(401);
    expect((await api.login({ email: account.email, password: account.password })).status).toBe(401);
    const fresh = await loginToken(account.email, newPassword);
    expect((await api.getAuth(account.id, { token: fresh })).status).toBe(200);
    // The admin who made the change keeps its session.
    expect((await api.getAuth(admin.id, { token: admin.token })).status).toBe(200);
  });

  it("refuses (409) a change made from a stale copy, and takes one made from the current copy", async () => {
    const account = await registerAdmin({ asToken: admin.token, username: "Shared Copy" });
    const seen = account.user.updatedAt;
    const first = await api.updateAuth(account.id, { username: "First Edit", updatedAt: seen }, { token: admin.token });
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.user!.updatedAt)).toBeGreaterThan(Date.parse(seen));

    const stale = await api.updateAuth(account.id, { username: "Lost Edit", updatedAt: seen }, { token: admin.token });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("This record was changed by someone else. Reload it to see the changes.");
    expect((await userRow(account.id))?.username).toBe("First Edit");

    const current = await api.updateAuth(
      account.id,
      { username: "Second Edit", updatedAt: first.body.user!.updatedAt },
      { token: admin.token },
    );
    expect(current.status).toBe(200);
    expect(current.body.user?.username).toBe("Second Edit");
  });

  it("revokes the caller's own token when it changes its own password, and answers with a fresh one", async () => {
    const account = await registerAdmin({ asToken: admin.token });
    const response = await api.updateAuth(
      account.id,
      { password: "my-own-new-password", currentPassword: account.password },
      { token: account.token },
    );
    expect(response.status).toBe(200);
    expect((await api.getAuth(account.id, { token: account.token })).status).toBe(401);
    expect((await api.getAuth(account.id, { token: response.body.token })).status).toBe(200);
  });

  describe("validation", () => {
    it.each([
      ["username", "blank", { username: "  " }, "Username is required"],
      ["email", "empty", { email: "" }, "Email is required"],
      ["email", "malformed", { email: "nope" }, "Invalid email format"],
      ["password", "empty", { password: "" }, "Password is required"],
      ["password", "too short", { password: "1234567" }, "Password must be at least 8 characters"],
    ])("%s %s → 400", async (field, _label, body, message) => {
      const response = await api.updateAuth(admin.id, body, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors?.[field]).toBe(message);
    });

    it("refuses a password over 72 bytes", async () => {
      const response = await api.updateAuth(admin.id, { password: "ü".repeat(40) }, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.errors?.password).toMatch(/72 bytes/);
    });

    it("refuses an empty update", async () => {
      const response = await api.updateAuth(admin.id, {}, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Nothing to update");
    });

    it("refuses a body that is not a JSON object", async () => {
      const malformed = await api.updateAuth(admin.id, undefined, { rawBody: "{", token: admin.token });
      expect(malformed.status).toBe(400);
      const array = await api.updateAuth(admin.id, undefined, { rawBody: "[]", token: admin.token });
      expect(array.status).toBe(400);
    });
  });

  it("answers 401 without a token, 400 for a bad id and 404 for an unknown one", async () => {
    expect((await api.updateAuth(admin.id, { username: "X" })).status).toBe(401);
    expect((await api.updateAuth("123", { username: "X" }, { token: admin.token })).status).toBe(400);
    const missing = await api.updateAuth(randomUUID(), { username: "X" }, { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Account not found");
  });
});

describe("DELETE /api/auth/delete-auth/{id}", () => {
  it("deletes another admin, whose token then stops working", async () => {
    const account = await registerAdmin({ asToken: admin.token });
    const before = await countUsers();
    const response = await api.deleteAuth(account.id, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.message).toEqual(expect.any(String));
    // Deleting someone else does not sign the caller out.
    expect(parseSetCookie(response.headers, "hostel_session")).toBeNull();

    expect(await countUsers()).toBe(before - 1);
    expect((await api.getAuth(account.id, { token: admin.token })).status).toBe(404);
    expect((await api.getAuth(admin.id, { token: account.token })).status).toBe(401);
    expect((await api.login({ email: account.email, password: PASSWORD })).status).toBe(401);
  });

  it("answers 401 without a token, 400 for a bad id and 404 for an unknown one", async () => {
    const account = await registerAdmin({ asToken: admin.token });
    expect((await api.deleteAuth(account.id)).status).toBe(401);
    expect((await api.deleteAuth("not-a-uuid", { token: admin.token })).status).toBe(400);
    const missing = await api.deleteAuth(randomUUID(), { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Account not found");
    expect(await userRow(account.id)).toBeDefined();
  });

  it("deletes the caller's own account and clears its cookie", async () => {
    const account = await registerAdmin({ asToken: admin.token, email: uniqueEmail("self") });
    const response = await api.deleteAuth(account.id, { token: account.token });
    expect(response.status).toBe(200);
    expect(parseSetCookie(response.headers, "hostel_session")?.["max-age"]).toBe("0");
    expect(await userRow(account.id)).toBeUndefined();
    expect((await api.getAuth(account.id, { token: account.token })).status).toBe(401);
  });

  it("refuses to delete the last account with 409", async () => {
    // Remove everyone but the first admin.
    const all = [];
    for (let i = 0; i < 2; i++) all.push(await registerAdmin({ asToken: admin.token }));
    for (const account of all) expect((await api.deleteAuth(account.id, { token: admin.token })).status).toBe(200);
    await deleteUsersExcept(admin.id);
    expect(await countUsers()).toBe(1);

    const response = await api.deleteAuth(admin.id, { token: admin.token });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("The last account cannot be deleted.");
    expect(await userRow(admin.id)).toBeDefined();
    expect((await api.getAuth(admin.id, { token: admin.token })).status).toBe(200);
  });
});
