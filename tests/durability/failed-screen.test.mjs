// A screen that fails to render (a table gone missing, the database server stopped) shows the panel's
// own message in the administrator's language, inside the shell where it can, never the framework's
// English error page or a stack trace; once the cause is gone, "Try again" brings the screen back.
import assert from "node:assert/strict";
import test from "node:test";
import { chromium } from "@playwright/test";
import path from "node:path";
import { createPostgresCluster, registerAdmin, root, startServer, stopServer, tempDir } from "./support.mjs";

const SCREENS = path.join(root, "test-results", "screens");

const TEXTS = {
  en: { title: "This screen could not be shown", retry: "Try again", rooms: "Rooms" },
  ur: { title: "یہ صفحہ نہیں دکھایا جا سکا", retry: "دوبارہ کوشش کریں", rooms: "کمرے" },
};

test("a screen that fails shows the panel's message in the admin's language, and Try again recovers it", { timeout: 300_000 }, async () => {
  const cluster = await createPostgresCluster();
  assert.ok(cluster, "no PostgreSQL server binaries: install Debian's postgresql package (.ci/run does)");
  let server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    await cluster.query("postgres", "create database hostel");
    server = await startServer({ dataDir: tempDir("failed-screen"), databaseUrl: cluster.url("hostel") });
    const token = await registerAdmin(server.url);

    for (const language of ["ur", "en"]) {
      const texts = TEXTS[language];
      const context = await browser.newContext({ baseURL: server.url });
      await context.addCookies([
        { name: "hostel_session", value: token, url: server.url },
        { name: "lang", value: language, url: server.url },
      ]);
      const page = await context.newPage();
      const shown = () => page.locator("main").innerText();

      // A table the rooms screen reads is missing: the message stands inside the shell, whose menu still works.
      await cluster.query("hostel", "alter table rooms rename to rooms_away");
      await page.goto("/rooms");
      await page.getByRole("heading", { name: texts.title }).waitFor();
      assert.equal(await page.locator("html").getAttribute("lang"), language);
      assert.ok(await page.getByRole("navigation").first().isVisible(), "the menu stays");
      const failed = await page.locator("body").innerText();
      for (const leak of ["Application error", "rooms_away", "relation", "    at ", "digest"])
        assert.ok(!failed.includes(leak), `the page shows "${leak}":\n${failed}`);
      for (const width of [1366, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: path.join(SCREENS, `failed-screen-${language}-${width}.png`) });
      }
      await cluster.query("hostel", "alter table rooms_away rename to rooms");
      await page.getByRole("button", { name: texts.retry }).click();
      await page.getByRole("heading", { level: 1, name: texts.rooms }).waitFor();
      assert.ok(!(await shown()).includes(texts.title));

      await context.close();
    }

    // The database server stops altogether: the shell's own session check fails, and the message
    // stands alone; started again, the same button brings the dashboard back.
    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies([
      { name: "hostel_session", value: token, url: server.url },
      { name: "lang", value: "ur", url: server.url },
    ]);
    const page = await context.newPage();
    cluster.crash();
    await page.goto("/");
    await page.getByRole("heading", { name: TEXTS.ur.title }).waitFor({ timeout: 60_000 });
    const failed = await page.locator("body").innerText();
    for (const leak of ["Application error", "ECONNREFUSED", "    at "])
      assert.ok(!failed.includes(leak), `the page shows "${leak}":\n${failed}`);
    cluster.start();
    await page.getByRole("button", { name: TEXTS.ur.retry }).click();
    await page.locator("#docked-sidebar, main h1").first().waitFor({ timeout: 60_000 });
    await page.getByRole("heading", { level: 1, name: "ڈیش بورڈ" }).waitFor({ timeout: 60_000 });
    await context.close();
  } finally {
    await browser.close();
    if (server) await stopServer(server);
    await cluster.destroy();
  }
});
