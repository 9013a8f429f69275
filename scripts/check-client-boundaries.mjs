#!/usr/bin/env node
// A check of a production build: what each screen ships to the browser as client code.
//
//   node scripts/check-client-boundaries.mjs [distDir]      (default .next; `npm test` passes .next-e2e)
//
// The server-rendered HTML cannot show it (client components render on the server too), so it reads the
// build's client reference manifests (<distDir>/server/app/**/page_client-reference-manifest.js): the
// "use client" modules each screen loads. From each of them it follows the imports in the sources, `import()`
// included (a module a client component imports is client code as well, loaded on demand or not), and fails
// when
//   1. a module of FORBIDDEN below is among them: rows, cards, records, prints and figures are rendered on
//      the server, only the controls around them (search, tabs, pager, menus, dialogs) run in the browser;
//   2. client code asks for a message namespace that the screen's providers do not pass
//      (lib/i18n/client-namespaces.json: the root's, plus the area's own), or for all of them
//      (`useTranslations()`): in the browser it would show as a raw key.
// Exit code 1 with the findings, 0 when clean.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(root, process.argv[2] ?? ".next");

/** Modules that must never ship as client code, each with why. */
const FORBIDDEN = {
  "components/data-table/data-table.tsx": "a list's rows and cards",
  "components/data-table/record-list.tsx": "a list's rows and cards",
  "components/data-table/list-screen.tsx": "a list screen's frame and rows",
  "components/view/record-view.tsx": "a view's record",
  "components/stay/ledger-section.tsx": "a stay's ledger (its dialogs' buttons are the client parts)",
  "components/stay/stay-facts.tsx": "a stay's record",
  "components/stay/settlement-slip.tsx": "a print: the settlement slip",
  "components/bookings/payment-history.tsx": "a view's payments",
  "components/bookings/booking-report.tsx": "a print: the booking report",
  "components/histories/history-report.tsx": "a print: the history report",
  "components/receipts/receipt-sheet.tsx": "a print: the receipt (its controls are receipt-controls.tsx)",
  "components/receipts/receipt-view.tsx": "a print: the receipt screen",
  "components/dashboard/stat-card.tsx": "the dashboard's figures",
  "components/dashboard/income-chart.tsx": "the dashboard's figures",
  "components/dashboard/occupancy-card.tsx": "the dashboard's figures",
  "components/payments/payment-list.tsx": "the payments list's rows, cards and totals",
  "components/expenses/expense-list.tsx": "the expenses list's rows, cards and total",
  "components/reports/day-book-view.tsx": "the day book's movements and totals",
  "components/reports/profit-view.tsx": "the profit report's figures and chart",
};

const namespaces = JSON.parse(fs.readFileSync(path.join(root, "lib/i18n/client-namespaces.json"), "utf8"));

function manifests(dir) {
  if (!fs.existsSync(dir)) throw new Error(`No build in ${distDir} (run next build first).`);
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith("page_client-reference-manifest.js"))
    .map((file) => path.join(dir, file));
}

/** The project's own "use client" modules of one screen, from its manifest. */
function clientEntries(file) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  const [[screen, manifest]] = Object.entries(sandbox.__RSC_MANIFEST);
  const entries = new Set();
  for (const id of Object.keys(manifest.clientModules)) {
    const source = id
      .replace(/^\[project\]\//, "")
      .replace(/ <[^>]*>$/, "")
      .replace(/ \[.*\]$/, "");
    if (!source.startsWith("node_modules/") && !id.includes("/node_modules/") && fs.existsSync(path.join(root, source)))
      entries.add(source);
  }
  return { screen, entries };
}

const extensions = ["", ".tsx", ".ts", ".mjs", ".js", "/index.tsx", "/index.ts"];
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(path.join(root, from)), specifier);
  else return null;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  return null;
}

const parsed = new Map();
/** A source's imports (not `import type`) and the namespaces it translates with. */
function parse(file) {
  if (!parsed.has(file)) {
    const source = fs.readFileSync(path.join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
    const imports = [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm),
      ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ]
      .map((match) => resolve(file, match[1]))
      .filter(Boolean);
    const used = [...source.matchAll(/useTranslations\(\s*(?:["'`]([\w.]*)["'`])?\s*\)/g)].map((match) =>
      match[1] === undefined ? "*" : match[1].split(".")[0],
    );
    parsed.set(file, { imports, used });
  }
  return parsed.get(file);
}

/** Every module reachable from the entries, each with the entry that brought it in. */
function reach(entries) {
  const via = new Map();
  const queue = [...entries].map((entry) => [entry, entry]);
  while (queue.length) {
    const [file, entry] = queue.shift();
    if (via.has(file)) continue;
    via.set(file, entry);
    for (const next of parse(file).imports) queue.push([next, entry]);
  }
  return via;
}

/** The area of a screen ("/(admin)/bookings/view-booking/[id]/page" → "bookings"), for its namespaces. */
function areaOf(screen) {
  const segments = screen.split("/").filter(Boolean);
  if (segments[0] === "(auth)") return "(auth)";
  return segments[0] === "(admin)" && segments[1] in namespaces.areas ? segments[1] : null;
}

const findings = [];
let screens = 0;
for (const file of manifests(path.join(distDir, "server", "app"))) {
  const { screen, entries } = clientEntries(file);
  if (screen.startsWith("/api/")) continue;
  screens++;
  const reached = reach(entries);
  const area = areaOf(screen);
  // "server" goes with the root's in Urdu (lib/server/i18n/client-messages.tsx); in English nothing reads it.
  const provided = new Set([...namespaces.root, ...(area ? namespaces.areas[area] : []), "server"]);
  for (const [module, entry] of reached) {
    if (FORBIDDEN[module])
      findings.push(
        `${screen}: ${module} ships as client code (${FORBIDDEN[module]})${entry !== module ? `, imported through ${entry}` : ""}`,
      );
    for (const namespace of parse(module).used) {
      if (namespace === "*")
        findings.push(`${screen}: ${module} asks for every message (useTranslations() without a namespace) in the browser`);
      else if (!provided.has(namespace))
        findings.push(
          `${screen}: ${module} uses the "${namespace}" messages, not passed to the browser there (lib/i18n/client-namespaces.json, area ${area ?? "none"})`,
        );
    }
  }
}

if (!screens) {
  console.error(`No screen manifests found in ${distDir}/server/app.`);
  process.exit(1);
}
const unique = [...new Set(findings)];
if (unique.length) {
  console.error(`Client boundaries: ${unique.length} finding(s) in ${path.relative(root, distDir) || distDir}:`);
  for (const finding of unique) console.error(`- ${finding}`);
  process.exit(1);
}
console.log(
  `Client boundaries: ${screens} screens checked in ${path.relative(root, distDir) || distDir}; no list, view, print or figure ships as client code, and every client message namespace is passed.`,
);
