#!/usr/bin/env node
// Page weight and accessibility of every screen, against a running panel.
// run.mjs calls it (pinned to core 1) while the PGlite panel with the large history is up:
//
//   node scripts/bench/pages.mjs '{"base":"http://127.0.0.1:3950","token":"<admin token>","lighthouseRuns":5}'
//
// For every screen of the build, in a fresh Chromium context (playwright-core, /usr/bin/chromium,
// or CHROMIUM_PATH), signed in with the session cookie for admin screens:
//   first-load JS   every module script of the served page (the <script src> of its HTML), each body
//                   gzipped at level 9 and summed (kB = 1,000 bytes): what a first visit must run. Also
//                   kept: everything fetched until network idle, which adds the code of the screens its
//                   links prefetch. Next 16 no longer prints "First Load JS" in the build output.
//   axe             axe-core (node_modules/axe-core) injected after load, default rules; serious and
//                   critical violations are counted and listed (the context bypasses the page's CSP
//                   so that the injected script may run).
//   inline          the inline scripts of the served HTML (the RSC payload: rendered tree and messages), gzipped.
//   floor           the part of that figure that is React and Next alone: the build's root main files
//                   (build-manifest.json's rootMainFiles in `distDir`, else NEXT_DIST_DIR or .next-bench),
//                   which every screen loads; printed beside each screen's figure.
// Lighthouse (node API, CHROME_PATH or /usr/bin/chromium headless, no network needed) on every screen:
// performance and accessibility scores, median of `lighthouseRuns`, with its default mobile settings
// (simulated slow 4G, 4× CPU slowdown); on /Sign-in and the dashboard / also with its desktop preset.
// Prints one JSON object { screens, lighthouse, table } on stdout; progress on stderr. `only` (a list of
// screens, e.g. ["/Sign-in", "/customers", "/bookings/view-booking/:booking", "/bookings/settlement/:settlement",
// "/receipts/:receipt"], ":name" standing for an id of `ids` below) measures those alone.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import { jsLimit, LIGHTHOUSE_PERFORMANCE, TOTAL_BLOCKING_MS } from "./targets.mjs";

const require = createRequire(import.meta.url);
const config = JSON.parse(process.argv[2]);
const { base, token } = config;
const lighthouseRuns = config.lighthouseRuns ?? 5;
const distDir = path.resolve(config.distDir ?? process.env.NEXT_DIST_DIR ?? ".next-bench");
const executablePath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"];
const log = (...args) => console.error("[pages]", ...args);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function api(url) {
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return response.json();
}
/** The first `_id` anywhere in a list answer. */
function firstId(value) {
  if (!value || typeof value !== "object") return undefined;
  if (typeof value._id === "string") return value._id;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const id = firstId(child);
    if (id) return id;
  }
  return undefined;
}

const ids = {
  booking: firstId(await api("/api/bookings/get-bookings?page=1")),
  customer: firstId(await api("/api/students/get-students?page=1")),
  history: firstId(await api("/api/history/get-histories?page=1")),
  maintenance: firstId(await api("/api/maintenance/get-maintenances?page=1")),
  room: firstId(await api("/api/rooms/get-rooms?page=1")),
  salary: firstId(await api("/api/salary/get-salaries?page=1")),
  staff: firstId(await api("/api/staffs/get-staffs?page=1")),
  worker: firstId(await api("/api/workers/get-workers?page=1")),
};
// A checked-out stay that still owes (its settlement slip) and one of its payments (a receipt).
// A few residents paid nothing: the first such stay with a payment.
let checkedOut;
let receipt;
for (const { bookingId } of ((await api("/api/dues?filter=checked_out")).dues ?? []).slice(0, 20)) {
  receipt = (await api(`/api/bookings/${bookingId}/ledger`)).payments?.[0]?._id;
  checkedOut ??= bookingId;
  if (receipt) {
    checkedOut = bookingId;
    break;
  }
}
// So that `only` can name them too (":settlement", ":receipt").
ids.settlement = checkedOut;
ids.receipt = receipt;
const publicScreens = ["/Sign-in", "/Sign-up", "/forget-password", "/reset-password/0123456789abcdef0123456789abcdef"];
const adminScreens = [
  "/",
  "/profile",
  "/dues",
  "/occupancy",
  "/audit",
  `/bookings/check-out/${ids.booking}`,
  `/bookings/settlement/${checkedOut}`,
  `/receipts/${receipt}`,
  "/administrators",
  "/payments",
  "/expenses",
  "/daybook",
  "/reports/profit",
  "/electricity",
  "/electricity/print",
  "/register",
  "/register/print",
  "/settings",
  ...[
    ["bookings", "add-bookings", "edit-booking", "view-booking", ids.booking],
    ["customers", "add-customer", "edit-customer", "view-customer", ids.customer],
    ["histories", "add-history", "edit-history", "view-history", ids.history],
    ["maintenances", "add-maintenances", "edit-maintenance", "view-maintenance", ids.maintenance],
    ["rooms", "add-rooms", "edit-room", "view-room", ids.room],
    ["salaries", "add-salary", "edit-salary", "view-salary", ids.salary],
    ["staffs", "add-staff", "edit-staff", "view-staff", ids.staff],
    ["workers", "add-workers", "edit-worker", "view-worker", ids.worker],
  ].flatMap(([list, add, edit, view, id]) => [`/${list}`, `/${list}/${add}`, `/${list}/${edit}/${id}`, `/${list}/${view}/${id}`]),
];

if (config.only) {
  const wanted = new Set(config.only.map((screen) => screen.replace(/:(\w+)/g, (_, name) => ids[name] ?? "")));
  for (const list of [publicScreens, adminScreens]) list.splice(0, list.length, ...list.filter((screen) => wanted.has(screen)));
}

// React and Next: the files the build loads on every page before any layout or page code.
let floorFiles = new Set();
try {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  floorFiles = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
} catch (error) {
  log(`no React+Next floor: ${error.message.split("\n")[0]}`);
}

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const browser = await chromium.launch({ executablePath, args: chromeArgs });
const cookie = { name: "hostel_session", value: token, url: base };
const screens = [];
for (const [screen, signedIn] of [...publicScreens.map((s) => [s, false]), ...adminScreens.map((s) => [s, true])]) {
  const context = await browser.newContext({ bypassCSP: true });
  if (signedIn) await context.addCookies([cookie]);
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== "script" && !/\.m?js(\?|$)/.test(url)) return;
    scripts.set(
      url,
      (async () => {
        try {
          const body = await response.body();
          return { url: new URL(url).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
        } catch {
          return { url, raw: 0, gzip: 0 };
        }
      })(),
    );
  });
  let status;
  let servedScripts = [];
  let inlineGzip = 0;
  try {
    const response = await page.goto(`${base}${screen}`, { waitUntil: "networkidle", timeout: 60_000 });
    status = response?.status();
    // The page's own scripts, as the served HTML lists them (not the routes its links prefetch after load).
    const html = (await response?.text()) ?? "";
    servedScripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(
      (match) => new URL(match[1].replaceAll("&amp;", "&"), base).pathname,
    );
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("");
    inlineGzip = zlib.gzipSync(inline, { level: 9 }).length;
  } catch (error) {
    status = `error: ${error.message.split("\n")[0]}`;
  }
  const fetched = await Promise.all(scripts.values());
  const sizes = fetched.filter((file) => servedScripts.includes(file.url));
  let axe = { serious: 0, critical: 0, findings: [] };
  try {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () =>
      (await window.axe.run(document)).violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help })),
    );
    const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    axe = {
      serious: bad.filter((v) => v.impact === "serious").length,
      critical: bad.filter((v) => v.impact === "critical").length,
      findings: bad,
      minorOrModerate: violations.length - bad.length,
    };
  } catch (error) {
    axe = { error: error.message.split("\n")[0] };
  }
  const entry = {
    screen,
    finalPath: new URL(page.url()).pathname,
    status,
    jsFiles: sizes.length,
    jsRawKB: Math.round(sizes.reduce((sum, s) => sum + s.raw, 0) / 100) / 10,
    jsGzipKB: Math.round(sizes.reduce((sum, s) => sum + s.gzip, 0) / 100) / 10,
    inlineGzipKB: Math.round(inlineGzip / 100) / 10,
    floorGzipKB: Math.round(sizes.filter((s) => floorFiles.has(s.url)).reduce((sum, s) => sum + s.gzip, 0) / 100) / 10,
    files: sizes.map((s) => [s.url, s.gzip]),
    // Everything fetched until network idle, the prefetched code of the screens its links lead to included.
    jsUntilIdleGzipKB: Math.round(fetched.reduce((sum, s) => sum + s.gzip, 0) / 100) / 10,
    axe,
  };
  screens.push(entry);
  log(
    `${screen} → ${entry.finalPath} ${status}: ${entry.jsFiles} JS files, ${entry.jsGzipKB} kB gzip (React+Next ${entry.floorGzipKB}), inline ${entry.inlineGzipKB} kB; axe serious ${axe.serious} critical ${axe.critical}${axe.error ? ` (${axe.error})` : ""}`,
  );
  await context.close();
}
await browser.close();

// Lighthouse
const lighthouse = {};
if (lighthouseRuns > 0)
  try {
    const { default: runLighthouse } = await import("lighthouse");
    const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
    const chromeLauncher = await import("chrome-launcher");
    const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ["--headless=new", ...chromeArgs] });
    try {
      // Every screen with the mobile settings (the targets: performance and total blocking time, targets.mjs); the sign-in
      // screen and the dashboard also with the desktop preset.
      const signedIn = { Cookie: `hostel_session=${token}` };
      const runs = [...publicScreens.map((screen) => [screen, undefined]), ...adminScreens.map((screen) => [screen, signedIn])].flatMap(
        ([screen, headers]) => [
          [screen, `${base}${screen}`, headers, "mobile", undefined],
          ...(screen === "/Sign-in" || screen === "/" ? [[screen, `${base}${screen}`, headers, "desktop", desktopConfig]] : []),
        ],
      );
      for (const [name, url, headers, formFactor, lhConfig] of runs) {
        {
          const performance = [];
          const accessibility = [];
          const blocking = [];
          let failedAudits = [];
          // A run Lighthouse could not score (no paint traced: performance null) is run again, up to twice.
          for (let run = 0, retries = 0; run < lighthouseRuns; run++) {
            const result = await runLighthouse(
              url,
              {
                port: chrome.port,
                output: "json",
                logLevel: "error",
                onlyCategories: ["performance", "accessibility"],
                extraHeaders: headers,
              },
              lhConfig,
            );
            const { categories, audits } = result.lhr;
            if (categories.performance.score === null && retries++ < 2) {
              run--;
              continue;
            }
            performance.push(Math.round(categories.performance.score * 100));
            accessibility.push(Math.round(categories.accessibility.score * 100));
            blocking.push(Math.round(audits["total-blocking-time"].numericValue));
            if (run === 0) {
              failedAudits = Object.values(audits)
                .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
                .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`)
                .slice(0, 12);
            }
          }
          const key = `${name} ${formFactor}`;
          lighthouse[key] = {
            performance: median(performance),
            accessibility: median(accessibility),
            blockingMs: median(blocking),
            runs: { performance, accessibility, blocking },
            failedAudits,
          };
          log(
            `lighthouse ${key}: performance ${performance.join(",")} accessibility ${accessibility.join(",")} blocking ${blocking.join(",")} ms`,
          );
        }
      }
    } finally {
      await chrome.kill();
    }
  } catch (error) {
    lighthouse.error = error.message.split("\n")[0];
    log(`lighthouse failed: ${lighthouse.error}`);
  }

const lines = [
  "| screen | status | JS files | first-load JS gzip kB | of which React+Next kB | limit kB | verdict | inline payload kB | until idle kB | axe serious | axe critical |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
];
for (const s of screens) {
  const limit = jsLimit(s.screen);
  lines.push(
    `| ${s.screen}${s.finalPath !== s.screen.split("?")[0] ? ` → ${s.finalPath}` : ""} | ${s.status} | ${s.jsFiles} | ${s.jsGzipKB} | ${s.floorGzipKB} | ${limit} | ${s.jsGzipKB <= limit ? "met" : "MISSED"} | ${s.inlineGzipKB} | ${s.jsUntilIdleGzipKB} | ${s.axe.serious ?? s.axe.error} | ${s.axe.critical ?? ""} |`,
  );
}
// The files every signed-in screen loads (the framework and the shell) against what each screen adds.
const adminEntries = screens.filter((s) => s.finalPath !== "/Sign-in" && adminScreens.includes(s.screen));
const shared = adminEntries.length
  ? adminEntries.map((s) => new Map(s.files)).reduce((common, files) => new Map([...common].filter(([url]) => files.has(url))))
  : new Map();
const sharedKB = Math.round([...shared.values()].reduce((sum, gzip) => sum + gzip, 0) / 100) / 10;
lines.push(
  "",
  `Shared by every signed-in screen: ${shared.size} files, ${sharedKB} kB gzip; largest: ${[...shared]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([url, gzip]) => `${path.basename(url)} ${(gzip / 1000).toFixed(1)} kB`)
    .join(", ")}`,
);
const findings = screens.flatMap((s) =>
  (s.axe.findings ?? []).map((f) => `${s.screen}: ${f.impact} ${f.id} (${f.nodes} nodes) — ${f.help}`),
);
if (findings.length) lines.push("", "axe serious/critical findings:", ...findings.map((f) => `- ${f}`));
lines.push(
  "",
  `| Lighthouse (median of ${lighthouseRuns}) | performance | total blocking ms | verdict (≥ ${LIGHTHOUSE_PERFORMANCE}, ≤ ${TOTAL_BLOCKING_MS} ms) | accessibility | runs |`,
  "|---|---|---|---|---|---|",
);
for (const [key, l] of Object.entries(lighthouse)) {
  if (key === "error") lines.push(`| error: ${l} | | | | | |`);
  else {
    const met = l.performance >= LIGHTHOUSE_PERFORMANCE && l.blockingMs <= TOTAL_BLOCKING_MS;
    lines.push(
      `| ${key} | ${l.performance} | ${l.blockingMs} | ${met ? "met" : "MISSED"} | ${l.accessibility} | perf ${l.runs.performance.join(",")}; tbt ${l.runs.blocking.join(",")}; a11y ${l.runs.accessibility.join(",")} |`,
    );
  }
}
for (const [key, l] of Object.entries(lighthouse))
  if (l.failedAudits?.length) lines.push(`- ${key} audits under 0.9: ${l.failedAudits.join(", ")}`);
console.log(JSON.stringify({ ids, screens, lighthouse, table: lines.join("\n") }));
