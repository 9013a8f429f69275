// docs/accounts.md, "Account changes", and the abuses each rule closes ("once:" names what a call used to
// allow, tried from outside): each is now refused or done as the rules say. Mails are written to DATA_DIR/mail/ (no SMTP here);
// they go after the answer, and `settled()` waits for them.
import fs from "node:fs";
import { jest } from "@jest/globals";
import { asc, eq } from "drizzle-orm";
import { POST as languageRoute } from "@/app/api/language/route";
import { getDb } from "@/lib/server/db";
import { settled } from "@/lib/server/auth/after-response";
import { auditEntries } from "@/models/ledger";
import { passwordResets } from "@/models/users";
import { api, callRoute, loginToken, parseSetCookie, registerAdmin, uniqueEmail, type Account, type RequestOptions } from "../support/http";
import { latestMailTo, latestResetToken, mailFilesFor, resetTokenIn } from "../support/mail";
import { userRow } from "../support/db";

const ENTER_CURRENT = "Enter your current password.";
const WRONG_CURRENT = "The current password is wrong.";
const FORBIDDEN = "You do not have permission to do this.";
const LAST_OWNER = "The hostel needs at least one owner.";
const SENT = "If an account exists for this email, a password reset link has been sent to it.";
const INVALID_LINK = "This password reset link is invalid or has expired. Please ask for a new one.";

let owner: Account;
let addressCount = 0;
/** Each call from an address of its own, so the per-address limits stay out of the way. */
const fresh = (): RequestOptions => ({ ip: `198.51.100.${++addressCount}` });
/** Mails to one address within one millisecond would share a file name. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined); // mails written without SMTP are logged
  owner = await registerAdmin({ username: "Hostel Owner", email: "owner@example.com" });
});
afterEach(settled);
afterAll(() => jest.restoreAllMocks());

const newAdmin = (access: "owner" | "manager" | "viewer", name = `A ${access}`) =>
  registerAdmin({ asToken: owner.token, access, username: name, email: uniqueEmail(access) });

async function auditOf(id: string) {
  const db = await getDb();
  return db.select().from(auditEntries).where(eq(auditEntries.entityId, id)).orderBy(asc(auditEntries.at), asc(auditEntries.action));
}

/** A reset link mailed to the account, as the test's own request asks for it. */
async function resetLink(account: Pick<Account, "email">): Promise<string> {
  await tick();
  const response = await api.forgotPassword({ email: account.email }, fresh());
  expect(response.body.message).toBe(SENT);
  await settled();
  return latestResetToken(account.email);
}

const canUse = async (token: string | undefined) => (await api.getAuth(owner.id, { token })).status === 200;

describe("who may change an account (once: any administrator changed another's e-mail)", () => {
  it("a manager or a viewer changing another administrator's e-mail, password or role: 403, nothing changes", async () => {
    const manager = await newAdmin("manager");
    const viewer = await newAdmin("viewer");
    for (const actor of [manager, viewer]) {
      for (const change of [
        { email: uniqueEmail("taken-over") },
        { password: "taken-over-password" },
        { username: "Renamed" },
        { access: "viewer" },
      ]) {
        const response = await api.updateAuth(owner.id, { ...change, currentPassword: actor.password }, { token: actor.token });
        expect([response.status, response.body.message]).toEqual([403, FORBIDDEN]);
      }
    }
    const stored = await userRow(owner.id);
    expect(stored).toMatchObject({ email: "owner@example.com", username: "Hostel Owner", access: "owner" });
    expect(await canUse(owner.token)).toBe(true);
    expect(await auditOf(owner.id)).toHaveLength(1); // its creation only
  });

  it("an owner changes another administrator's e-mail and password without their current password", async () => {
    const manager = await newAdmin("manager");
    const email = uniqueEmail("moved");
    const response = await api.updateAuth(manager.id, { email, password: "set-by-the-owner" }, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email });
    // No fresh token for the owner: the owner's own session was not touched.
    expect(response.body.token).toBeUndefined();
    expect(parseSetCookie(response.headers, "hostel_session")).toBeNull();
    expect(await canUse(owner.token)).toBe(true);
    expect((await api.login({ email, password: "set-by-the-owner" })).status).toBe(200);
  });
});

describe("one's own password and e-mail need the current password (once: changed their own password without the current one)", () => {
  it.each([
    ["password", { password: "my-new-password-1" }],
    ["e-mail", { email: "not-given@example.com" }],
  ])("own %s without the current password: 400 on currentPassword, nothing changes", async (_label, change) => {
    const manager = await newAdmin("manager");
    const response = await api.updateAuth(manager.id, change, { token: manager.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: ENTER_CURRENT,
      errors: { currentPassword: ENTER_CURRENT },
      code: "enterCurrentPassword",
      fieldCodes: { currentPassword: { code: "enterCurrentPassword" } },
    });
    expect(await userRow(manager.id)).toMatchObject({ email: manager.email, tokenVersion: 0 });
    expect((await api.login({ email: manager.email, password: manager.password })).status).toBe(200);
  });

  it.each([
    ["password", { password: "my-new-password-2" }],
    ["e-mail", { email: "wrong-current@example.com" }],
  ])("own %s with a wrong current password: 400 on currentPassword, nothing changes", async (_label, change) => {
    const manager = await newAdmin("manager");
    // Three tries: counted like a sign-in, a fourth would have to wait (next test).
    for (const currentPassword of ["not-my-password", manager.password.toUpperCase(), `${manager.password}${"x".repeat(80)}`]) {
      const response = await api.updateAuth(manager.id, { ...change, currentPassword }, { token: manager.token, ip: "192.0.2.10" });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: WRONG_CURRENT,
        errors: { currentPassword: WRONG_CURRENT },
        code: "currentPasswordWrong",
      });
    }
    expect(await userRow(manager.id)).toMatchObject({ email: manager.email, tokenVersion: 0 });
  });

  it("guessing the current password is throttled like signing in", async () => {
    const viewer = await newAdmin("viewer");
    const ip = "192.0.2.11";
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(
        (await api.updateAuth(viewer.id, { password: "new-password-9", currentPassword: `guess-${attempt}` }, { token: viewer.token, ip }))
          .status,
      ).toBe(400);
    }
    const limited = await api.updateAuth(
      viewer.id,
      { password: "new-password-9", currentPassword: viewer.password },
      { token: viewer.token, ip },
    );
    expect(limited.status).toBe(429);
    expect(await userRow(viewer.id)).toMatchObject({ tokenVersion: 0 });
  });

  it("own password with the current one: 200 with a fresh token and cookie; every other session of the account ends", async () => {
    const viewer = await newAdmin("viewer");
    const otherBrowser = await loginToken(viewer.email, viewer.password, fresh());
    const response = await api.updateAuth(
      viewer.id,
      { password: "viewer-new-password", currentPassword: viewer.password },
      { token: viewer.token },
    );
    expect(response.status).toBe(200);
    const token = response.body.token!;
    expect(token).toEqual(expect.any(String));
    expect(parseSetCookie(response.headers, "hostel_session")).toMatchObject({ value: token, httponly: "", samesite: "strict" });
    expect(response.text).not.toContain("viewer-new-password");
    expect(response.text).not.toContain(viewer.password);

    // The session that made the change goes on with the fresh token; the others are over.
    expect((await api.getAuth(viewer.id, { token })).status).toBe(200);
    expect((await api.getAuth(viewer.id, { token: viewer.token })).status).toBe(401);
    expect((await api.getAuth(viewer.id, { token: otherBrowser })).status).toBe(401);
    expect((await api.login({ email: viewer.email, password: viewer.password }, fresh())).status).toBe(401);
    expect((await api.login({ email: viewer.email, password: "viewer-new-password" }, fresh())).status).toBe(200);
  });

  it("own e-mail with the current one: 200, the new e-mail signs in, other sessions end", async () => {
    const manager = await newAdmin("manager");
    const otherBrowser = await loginToken(manager.email, manager.password, fresh());
    const email = uniqueEmail("own-new");
    const response = await api.updateAuth(manager.id, { email, currentPassword: manager.password }, { token: manager.token });
    expect(response.status).toBe(200);
    expect(response.body.user?.email).toBe(email);
    expect((await api.getAuth(manager.id, { token: response.body.token })).status).toBe(200);
    expect((await api.getAuth(manager.id, { token: otherBrowser })).status).toBe(401);
    expect((await api.login({ email, password: manager.password }, fresh())).status).toBe(200);
  });

  it("one's own username, or the e-mail one already has, needs no current password and ends no session", async () => {
    const manager = await newAdmin("manager");
    const response = await api.updateAuth(
      manager.id,
      { username: "Renamed Manager", email: manager.email.toUpperCase() },
      { token: manager.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.token).toBeUndefined();
    expect((await api.getAuth(manager.id, { token: manager.token })).status).toBe(200);
  });
});

describe("removing and demoting (once: removed the first administrator)", () => {
  it("a manager or a viewer removing the first administrator: 403, nothing removed", async () => {
    for (const actor of [await newAdmin("manager"), await newAdmin("viewer")]) {
      const response = await api.deleteAuth(owner.id, { token: actor.token });
      expect([response.status, response.body.message]).toEqual([403, FORBIDDEN]);
    }
    expect(await userRow(owner.id)).toBeDefined();
    expect(await canUse(owner.token)).toBe(true);
  });

  it("the last owner can be neither removed nor demoted: 409", async () => {
    const removal = await api.deleteAuth(owner.id, { token: owner.token });
    expect([removal.status, removal.body.message]).toEqual([409, LAST_OWNER]);
    const demotion = await api.updateAuth(owner.id, { access: "manager" }, { token: owner.token });
    expect([demotion.status, demotion.body.message]).toEqual([409, LAST_OWNER]);
    expect(await userRow(owner.id)).toMatchObject({ access: "owner", tokenVersion: 0 });
    expect(await canUse(owner.token)).toBe(true);
  });

  it("a change of role ends that account's sessions and voids its reset links", async () => {
    const manager = await newAdmin("manager");
    const link = await resetLink(manager);
    const response = await api.updateAuth(manager.id, { access: "viewer" }, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ access: "viewer" });
    expect((await api.getAuth(manager.id, { token: manager.token })).status).toBe(401);
    expect((await api.resetPassword(link, { password: "via-an-old-link" })).status).toBe(404);
    expect(await canUse(owner.token)).toBe(true);
  });
});

describe("every change is audited (once: none of it was audited)", () => {
  it("an owner adding, changing and removing an administrator: who, which account, which fields; never a password, hash or token", async () => {
    const account = await newAdmin("manager", "Audited Manager");
    const email = uniqueEmail("audited");
    expect(
      (
        await api.updateAuth(
          account.id,
          { username: "Audited Viewer", email, access: "viewer", password: "audited-new-password" },
          { token: owner.token },
        )
      ).status,
    ).toBe(200);
    const row = await userRow(account.id);
    expect((await api.deleteAuth(account.id, { token: owner.token })).status).toBe(200);

    const entries = await auditOf(account.id);
    expect(entries.map(({ action, entity, actor, actorId, summary }) => ({ action, entity, actor, actorId, summary }))).toEqual([
      { action: "user.create", entity: "user", actor: "Hostel Owner", actorId: owner.id, summary: "Account of Audited Manager created" },
      { action: "user.update", entity: "user", actor: "Hostel Owner", actorId: owner.id, summary: "Account of Audited Manager changed" },
      { action: "user.delete", entity: "user", actor: "Hostel Owner", actorId: owner.id, summary: "Account of Audited Viewer removed" },
    ]);
    const [created, changed, removed] = entries;
    expect(created!.after).toEqual({ username: "Audited Manager", email: account.email, access: "manager" });
    expect(changed!.before).toEqual({ username: "Audited Manager", email: account.email, access: "manager" });
    expect(changed!.after).toEqual({ username: "Audited Viewer", email, access: "viewer", password: "changed" });
    expect(removed!.before).toEqual({ username: "Audited Viewer", email, access: "viewer" });

    const written = JSON.stringify(entries);
    for (const secret of ["audited-new-password", account.password, row!.passwordHash, account.token])
      expect(written).not.toContain(secret);
  });

  it("one's own password change is audited with the account as the actor", async () => {
    const manager = await newAdmin("manager", "Self Changer");
    expect(
      (await api.updateAuth(manager.id, { password: "self-changed-pass", currentPassword: manager.password }, { token: manager.token }))
        .status,
    ).toBe(200);
    const [, changed] = await auditOf(manager.id);
    expect(changed).toMatchObject({
      action: "user.update",
      actor: "Self Changer",
      actorId: manager.id,
      before: {},
      after: { password: "changed" },
    });
  });

  it("a password set with a mailed link is audited", async () => {
    const manager = await newAdmin("manager", "Link User");
    expect((await api.resetPassword(await resetLink(manager), { password: "set-with-the-link" })).status).toBe(200);
    const [, reset] = await auditOf(manager.id);
    expect(reset).toMatchObject({
      action: "user.password_reset",
      actor: "Link User",
      summary: "Password of Link User reset with a mailed link",
      after: { password: "changed" },
    });
  });

  it("a refused change writes no entry (the entry is in the change's transaction)", async () => {
    const manager = await newAdmin("manager");
    const taken = await api.updateAuth(manager.id, { email: owner.email }, { token: owner.token });
    expect(taken.status).toBe(409);
    const stale = await api.updateAuth(manager.id, { username: "Late", updatedAt: "2000-01-01T00:00:00.000Z" }, { token: owner.token });
    expect(stale.status).toBe(409);
    expect((await auditOf(manager.id)).map((entry) => entry.action)).toEqual(["user.create"]);
  });
});

describe("a changed e-mail is told to the old address (once: no mail went to the old address)", () => {
  it("mails the old address, not the new one: the new e-mail, who changed it and when", async () => {
    const manager = await newAdmin("manager", "Moved Manager");
    const newEmail = uniqueEmail("new-address");
    const response = await api.updateAuth(manager.id, { email: newEmail }, { token: owner.token });
    expect(response.status).toBe(200);
    await settled();
    const mail = latestMailTo(manager.email);
    expect(mail).toContain("Subject: Test Hostel: the e-mail of your account was changed");
    expect(mail).toMatch(
      new RegExp(
        `The e-mail of your account at Test Hostel was changed to ${newEmail.replace(/\./g, "\\.")} by Hostel Owner on \\d\\d-\\d\\d-\\d{4} \\d\\d:\\d\\d [AP]M\\.`,
      ),
    );
    expect(mailFilesFor(newEmail)).toEqual([]);
  });

  it("writes it in the account's language", async () => {
    const manager = await newAdmin("manager", "Urdu Manager");
    expect(
      (await callRoute(languageRoute, "/api/language", {}, { method: "POST", body: { language: "ur" }, token: manager.token })).status,
    ).toBe(200);
    const newEmail = uniqueEmail("urdu-new");
    expect((await api.updateAuth(manager.id, { email: newEmail }, { token: owner.token })).status).toBe(200);
    await settled();
    const mail = latestMailTo(manager.email);
    expect(mail).toContain("Subject: Test Hostel: آپ کے اکاؤنٹ کی ای میل بدل دی گئی");
    expect(mail).toContain(`Test Hostel میں آپ کے اکاؤنٹ کی ای میل`);
    expect(mail).toContain(`کو Hostel Owner نے بدل کر ${newEmail} کر دی ہے۔`);
  });

  it("sends nothing when the e-mail stays (another field changed, or the same e-mail in another case)", async () => {
    const manager = await newAdmin("manager");
    expect(
      (await api.updateAuth(manager.id, { username: "Same Mail", email: manager.email.toUpperCase() }, { token: owner.token })).status,
    ).toBe(200);
    await settled();
    expect(mailFilesFor(manager.email)).toEqual([]);
  });

  it("a mail that cannot be delivered is logged, and the change is still answered 200", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const writeFile = jest.spyOn(fs.promises, "writeFile").mockRejectedValueOnce(new Error("disk full"));
    try {
      const manager = await newAdmin("manager");
      const response = await api.updateAuth(manager.id, { email: uniqueEmail("undelivered") }, { token: owner.token });
      expect(response.status).toBe(200);
      await settled();
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining("the mail to the old address of a changed e-mail could not be sent"),
        expect.any(Error),
      );
    } finally {
      writeFile.mockRestore();
      error.mockRestore();
    }
  });
});

describe("reset links end with a change of the account (once: a link still worked after the password or e-mail changed)", () => {
  it("a change of password by the account itself voids every unused link", async () => {
    const manager = await newAdmin("manager");
    const first = await resetLink(manager);
    const second = await resetLink(manager);
    const response = await api.updateAuth(
      manager.id,
      { password: "changed-on-profile", currentPassword: manager.password },
      { token: manager.token },
    );
    expect(response.status).toBe(200);
    for (const link of [first, second]) {
      const reset = await api.resetPassword(link, { password: "taken-over-later" });
      expect([reset.status, reset.body.message]).toEqual([404, INVALID_LINK]);
    }
    expect((await api.login({ email: manager.email, password: "changed-on-profile" }, fresh())).status).toBe(200);
  });

  it("a change of password by an owner voids them too", async () => {
    const manager = await newAdmin("manager");
    const link = await resetLink(manager);
    expect((await api.updateAuth(manager.id, { password: "owner-set-password" }, { token: owner.token })).status).toBe(200);
    expect((await api.resetPassword(link, { password: "taken-over-later" })).status).toBe(404);
  });

  it("a change of e-mail voids them: the old address cannot take the account back", async () => {
    const manager = await newAdmin("manager");
    const link = await resetLink(manager);
    expect((await api.updateAuth(manager.id, { email: uniqueEmail("moved-away") }, { token: owner.token })).status).toBe(200);
    expect((await api.resetPassword(link, { password: "old-address-wins" })).status).toBe(404);
    expect((await api.login({ email: manager.email, password: "old-address-wins" }, fresh())).status).toBe(401);
    const db = await getDb();
    const open = await db.select().from(passwordResets).where(eq(passwordResets.userId, manager.id));
    expect(open.every((link) => link.usedAt !== null)).toBe(true);
  });

  it("a renamed account keeps its links", async () => {
    const manager = await newAdmin("manager");
    const link = await resetLink(manager);
    expect((await api.updateAuth(manager.id, { username: "Only Renamed" }, { token: owner.token })).status).toBe(200);
    expect((await api.resetPassword(link, { password: "renamed-and-reset" })).status).toBe(200);
  });
});

describe("reset mails: at most 3 an hour, never a lock-out", () => {
  it("three requests by a stranger do not stop the administrator resetting (once: they blocked it for an hour)", async () => {
    const manager = await newAdmin("manager");
    const links: string[] = [];
    for (let index = 0; index < 3; index++) links.push(await resetLink(manager));
    expect(mailFilesFor(manager.email)).toHaveLength(3);

    // The administrator's own request: the same answer, no 4th mail, and the links already sent stay valid.
    await tick();
    const own = await api.forgotPassword({ email: manager.email }, fresh());
    expect([own.status, own.body]).toEqual([200, { message: SENT, code: "resetLinkSent" }]);
    await settled();
    expect(mailFilesFor(manager.email)).toHaveLength(3);
    expect((await api.resetPassword(links[2]!, { password: "reset-after-all" })).status).toBe(200);
    expect((await api.login({ email: manager.email, password: "reset-after-all" }, fresh())).status).toBe(200);
  });

  it("a newer request does not kill the link already sent (once: each new request killed it)", async () => {
    const manager = await newAdmin("manager");
    const first = await resetLink(manager);
    const second = await resetLink(manager);
    expect(second).not.toBe(first);
    expect((await api.resetPassword(first, { password: "first-link-works" })).status).toBe(200);
    // Once one is used, the password changed: the other is void.
    expect((await api.resetPassword(second, { password: "second-link-too" })).status).toBe(404);
  });

  it("past the limit a new link is still sent when none of the mailed ones can be used any more", async () => {
    const manager = await newAdmin("manager");
    const links: string[] = [];
    for (let index = 0; index < 3; index++) links.push(await resetLink(manager));
    expect((await api.resetPassword(links[0]!, { password: "used-one-link" })).status).toBe(200);
    // Forgotten again within the hour: every earlier link is void, so a 4th mail goes out.
    const fourth = await resetLink(manager);
    expect(mailFilesFor(manager.email)).toHaveLength(4);
    expect(links).not.toContain(fourth);
    expect((await api.resetPassword(fourth, { password: "used-the-fourth" })).status).toBe(200);
  });
});

describe("forgot-password takes the same path for every e-mail (once: an unknown address answered slower)", () => {
  /** The SQL statements run while `work` runs (parameters aside), in order. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const db = await getDb();
    const session = Object.getPrototypeOf((db as unknown as { session: object }).session) as {
      prepareQuery: (...args: unknown[]) => unknown;
    };
    const spy = jest.spyOn(session, "prepareQuery");
    try {
      await work();
      return spy.mock.calls.map(([query]) => (query as { sql: string }).sql.replace(/\s+/g, " "));
    } finally {
      spy.mockRestore();
    }
  }

  it("runs the same statements for a known e-mail, an unknown one and one past its mails (the mail itself goes after the answer)", async () => {
    const manager = await newAdmin("manager");
    const full = await newAdmin("manager");
    for (let index = 0; index < 3; index++) await resetLink(full);
    await api.forgotPassword({ email: uniqueEmail("warm-up") }, fresh()); // the limiter's hourly clean-up, out of the way

    const known = await statementsOf(() => api.forgotPassword({ email: manager.email }, fresh()));
    await settled();
    const unknown = await statementsOf(() => api.forgotPassword({ email: uniqueEmail("nobody") }, fresh()));
    const pastLimit = await statementsOf(() => api.forgotPassword({ email: full.email }, fresh()));
    await settled();

    expect(known.length).toBeGreaterThan(3);
    expect(unknown).toEqual(known);
    expect(pastLimit).toEqual(known);
    // Each statement writes the same for every e-mail: the request noted, the link inserted only when due.
    expect(known.some((statement) => /insert into "throttles"/i.test(statement))).toBe(true);
    expect(known.some((statement) => /insert into "password_resets"/i.test(statement))).toBe(true);
    expect(mailFilesFor(manager.email)).toHaveLength(1);
    expect(mailFilesFor(full.email)).toHaveLength(3);
  });

  it("stores a link for a known e-mail only, and nothing for an unknown one", async () => {
    const db = await getDb();
    const before = (await db.select().from(passwordResets)).length;
    await api.forgotPassword({ email: uniqueEmail("ghost") }, fresh());
    expect((await db.select().from(passwordResets)).length).toBe(before);
    const manager = await newAdmin("manager");
    await api.forgotPassword({ email: manager.email }, fresh());
    await settled();
    const rows = await db.select().from(passwordResets).where(eq(passwordResets.userId, manager.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(resetTokenIn(latestMailTo(manager.email))); // only its hash is kept
  });
});
