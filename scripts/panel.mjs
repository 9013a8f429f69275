#!/usr/bin/env node
// `npm run panel`: installs, builds when the sources changed, and serves the panel on the embedded database.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureDependencies, root, run } from "./ensure.mjs";

ensureDependencies();

const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
const stampFile = path.join(distDir, "panel-build-stamp");
const stamp = sourceStamp();
if (!fs.existsSync(path.join(distDir, "BUILD_ID")) || readStamp() !== stamp) {
  console.log("> Building the panel...");
  if (run(process.execPath, [nextBin, "build"]) !== 0) process.exit(1);
  fs.writeFileSync(stampFile, stamp);
}
console.log(`> Starting the panel on http://localhost:${process.env.PORT || 3000} (data in ${process.env.DATA_DIR || "./data"})`);
// The server runs in this process: the embedded database belongs to it, and SIGTERM reaches it directly.
await import("./start.mjs");

function readStamp() {
  try {
    return fs.readFileSync(stampFile, "utf8");
  } catch {
    return "";
  }
}

/** The commit plus any uncommitted change: a new stamp means a new build. */
function sourceStamp() {
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" });
    return `${head}\n${dirty}`;
  } catch {
    return `no-git-${Date.now()}`;
  }
}
