import { POST as languageRoute } from "@/app/api/language/route";
import { api, callRoute, parseSetCookie, PASSWORD, registerAdmin, type Account, type RequestOptions } from "../support/http";
import { userRow } from "../support/db";

const chooseLanguage = (body: unknown, options: RequestOptions = {}) =>
  callRoute(languageRoute, "/api/language", {}, { method: "POST", body, ...options });

describe("POST /api/language", () => {
  let admin: Account;

  beforeAll(async () => {
    admin = await registerAdmin({ username: "Warden", email: "language-warden@example.com" });
  });

  it("signed out (the sign-in screens): sets the cookie only", async () => {
    const response = await chooseLanguage({ language: "ur" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ language: "ur" });
    const cookie = parseSetCookie(response.headers, "lang");
    expect(cookie?.value).toBe("ur");
    expect(cookie?.path).toBe("/");
    expect(Number(cookie?.["max-age"])).toBeGreaterThan(30 * 24 * 3600);
    expect((await userRow(admin.id))?.language).toBeNull();
  });

  it("signing in before any choice leaves the browser's language as it is", async () => {
    const response = await api.login({ email: admin.email, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(parseSetCookie(response.headers, "lang")).toBeNull();
  });

  it("signed in: keeps the choice on the account, and each later sign-in brings it back to the browser", async () => {
    const chosen = await chooseLanguage({ language: "ur" }, { token: admin.token });
    expect(chosen.status).toBe(200);
    expect((await userRow(admin.id))?.language).toBe("ur");

    const login = await api.login({ email: admin.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(parseSetCookie(login.headers, "lang")?.value).toBe("ur");
    // The login answer keeps the spec's shape.
    expect(Object.keys(login.body.user!).sort()).toEqual(["_id", "access", "createdAt", "email", "role", "updatedAt", "username"]);

    await chooseLanguage({ language: "en" }, { token: admin.token });
    expect((await userRow(admin.id))?.language).toBe("en");
    expect(parseSetCookie((await api.login({ email: admin.email, password: PASSWORD })).headers, "lang")?.value).toBe("en");
  });

  it("refuses anything but en and ur with a field message, and stores nothing", async () => {
    for (const body of [{ language: "fr" }, { language: "" }, {}, { language: ["ur"] }]) {
      const response = await chooseLanguage(body, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ language: 'Language must be "en" or "ur"' });
      expect(parseSetCookie(response.headers, "lang")).toBeNull();
    }
    expect((await userRow(admin.id))?.language).toBe("en");
  });

  it("refuses a form posted from another site", async () => {
    const response = await chooseLanguage({ language: "ur" }, { token: admin.token, headers: { origin: "http://evil.test" } });
    expect(response.status).toBe(403);
    expect((await userRow(admin.id))?.language).toBe("en");
  });
});
