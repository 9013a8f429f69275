import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { signInViaApi } from "./support";

// A page served from another port of the panel's own host is the same site: the signed-in admin's
// browser sends the session cookie with whatever it posts. Every kind of write such a page can send
// without asking first must be refused, and nothing may be stored.

const FORGED_ROOM = "Room 36";
const FORGED_NAME = "Forged Resident";
const FORGED_ADMIN = "forged-admin@evil.example";

function attackerPage(panel: string): string {
  // A text/plain form sends `name=value`: a name that is the start of a JSON object makes the body JSON.
  const plainJson = (target: string, action: string, data: object) => {
    const text = JSON.stringify({ ...data, padding: "" });
    const [name, value] = [text.slice(0, -2), text.slice(-2)];
    return `<form method="post" enctype="text/plain" target="${target}" action="${panel}${action}"><input name="${name.replace(/"/g, "&quot;")}" value="${value.replace(/"/g, "&quot;")}"></form>`;
  };
  return `<!doctype html><html><body>
<!-- One frame per form: a second submission into the same frame would cancel the first. -->
<iframe name="sink1"></iframe><iframe name="sink2"></iframe><iframe name="sink3"></iframe><iframe name="sink4"></iframe>
${plainJson("sink1", "/api/auth/register", { username: "Forger", email: FORGED_ADMIN, password: "forged-password-1" })}
${plainJson("sink2", "/api/rooms/add-room", { roomNumber: FORGED_ROOM, capacity: 2, monthlyRent: 9000 })}
<form method="post" target="sink3" action="${panel}/api/rooms/add-room"><input name="roomNumber" value="${FORGED_ROOM}"><input name="capacity" value="2"><input name="monthlyRent" value="9000"></form>
<form method="post" enctype="multipart/form-data" target="sink4" action="${panel}/api/students/add-student"><input name="studentName" value="${FORGED_NAME}"><input name="fatherName" value="F"><input name="contactNumber" value="03001234567"></form>
<script>
  window.attack = async () => {
    for (const form of document.forms) form.submit();
    const data = new FormData();
    data.set("studentName", "${FORGED_NAME}");
    data.set("fatherName", "F");
    data.set("contactNumber", "03001234567");
    await fetch("${panel}/api/students/add-student", { method: "POST", mode: "no-cors", credentials: "include", body: data });
    await fetch("${panel}/api/rooms/add-room", { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: ${JSON.stringify(JSON.stringify({ roomNumber: FORGED_ROOM, capacity: 2, monthlyRent: 9000 }))} });
  };
</script></body></html>`;
}

test("forms and no-cors fetches from another port of the same host write nothing, although the cookie is sent", async ({
  page,
  baseURL,
}) => {
  await signInViaApi(page);
  const panel = new URL(baseURL!).origin;
  const server = http.createServer((_, response) => response.writeHead(200, { "content-type": "text/html" }).end(attackerPage(panel)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const attacker = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const answers: { url: string; status: number; cookieSent: boolean }[] = [];
    page.on("response", async (response) => {
      if (!response.url().startsWith(`${panel}/api/`)) return;
      const cookie = (await response.request().allHeaders())["cookie"] ?? "";
      answers.push({ url: response.url(), status: response.status(), cookieSent: cookie.includes("hostel_session=") });
    });
    await page.goto(attacker);
    await page.evaluate(() => (window as unknown as { attack: () => Promise<void> }).attack());
    // Four forms and two fetches reach the panel.
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);

    expect(
      answers.every((answer) => answer.status === 403),
      JSON.stringify(answers),
    ).toBe(true);
    expect(
      answers.some((answer) => answer.cookieSent),
      "the session cookie travels with same-site requests",
    ).toBe(true);
  } finally {
    server.close();
  }

  // Nothing was stored: no room, no customer, no administrator.
  const rooms = await page.request.get(`/api/rooms/get-all-rooms`);
  expect(((await rooms.json()) as { data: { roomNumber: string }[] }).data.map((room) => room.roomNumber)).not.toContain(FORGED_ROOM);
  const customers = await page.request.get(`/api/students/get-students?searchTerm=${encodeURIComponent(FORGED_NAME)}`);
  expect(((await customers.json()) as { students: unknown[] }).students).toHaveLength(0);
  const forgedLogin = await page.request.post("/api/auth/login", { data: { email: FORGED_ADMIN, password: "forged-password-1" } });
  expect(forgedLogin.status()).toBe(401);
});
