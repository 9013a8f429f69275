// docs/accounts.md, "Transport": with an https:// APP_URL every answer carries
// Strict-Transport-Security: max-age=31536000 (and the session cookie is Secure); with http:// neither.
// The header is set on the Node server's every response by the hook instrumentation.ts installs
// (lib/server/http/incoming-headers.ts), so it is checked here on a plain Node server with that hook, answering
// like the panel does: a page, an API answer, a redirect, an error.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { guardIncomingHeaders } from "@/lib/server/http/incoming-headers";
import { api, PASSWORD, parseSetCookie, registerAdmin } from "../support/http";

let server: http.Server;
let base = "";

beforeAll(async () => {
  guardIncomingHeaders();
  server = http.createServer((request, response) => {
    if (request.url === "/api/thing") {
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    } else if (request.url === "/old") {
      response.writeHead(307, { location: "/Sign-in" }).end();
    } else if (request.url === "/broken") {
      response.statusCode = 500;
      response.end("error");
    } else {
      response.setHeader("content-type", "text/html");
      response.end("<!doctype html><title>page</title>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env.APP_URL = "http://panel.test";
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const PATHS = ["/Sign-in", "/api/thing", "/old", "/broken", "/_next/static/chunk.js"];
const hstsOf = async (pathname: string) =>
  (await fetch(`${base}${pathname}`, { redirect: "manual" })).headers.get("strict-transport-security");

it("with an https:// APP_URL every answer carries Strict-Transport-Security: max-age=31536000", async () => {
  process.env.APP_URL = "https://panel.example.pk";
  for (const pathname of PATHS) expect([pathname, await hstsOf(pathname)]).toEqual([pathname, "max-age=31536000"]);
});

it("with an http:// APP_URL no answer carries it", async () => {
  process.env.APP_URL = "http://192.168.1.10:3000";
  for (const pathname of PATHS) expect([pathname, await hstsOf(pathname)]).toEqual([pathname, null]);
});

it("follows APP_URL as the server reads it at run time, not when the panel was built", async () => {
  process.env.APP_URL = "https://panel.example.pk/";
  expect(await hstsOf("/Sign-in")).toBe("max-age=31536000");
  process.env.APP_URL = "http://localhost:3000";
  expect(await hstsOf("/Sign-in")).toBeNull();
});

it("the session cookie is Secure under https only", async () => {
  process.env.APP_URL = "http://panel.test";
  const admin = await registerAdmin({ email: "transport@example.com" });
  const plain = await api.login({ email: admin.email, password: PASSWORD });
  expect(parseSetCookie(plain.headers, "hostel_session")?.secure).toBeUndefined();
  process.env.APP_URL = "https://panel.example.pk";
  const secure = await api.login({ email: admin.email, password: PASSWORD });
  expect(parseSetCookie(secure.headers, "hostel_session")?.secure).toBe("");
});
