#!/usr/bin/env node
// `npm start`: Next's production server (`next start`) in THIS process, so that signals reach it
// directly and the data-folder lock names this pid. Used by `npm run panel`, the bench and the tests.
//
//   HOSTNAME (default 0.0.0.0) and PORT (default 3000) pick the address; other arguments go to `next start`.
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

// DATA_DIR holds residents' data: every file and folder the server creates is for this user only.
process.umask(0o077);

// Node checks these timeouts only every connectionsCheckingInterval (default 30 s), fixed when the
// server is created: Next creates its server with http.createServer, so the options go in here.
const createServer = http.createServer;
http.createServer = function (options, listener) {
  if (typeof options === "function" || options === undefined) [options, listener] = [{}, options];
  const server = createServer.call(
    this,
    { requestTimeout: 30_000, headersTimeout: 20_000, connectionsCheckingInterval: 2_000, ...options },
    listener,
  );
  // Node closes an idle kept-alive connection after 5 s. A client that sends its next request on it just
  // then (a loaded machine is slow to see the close) gets ECONNRESET instead of an answer: seen in the
  // browser tests' API calls. Idle connections stay open a minute instead, as behind most proxies.
  server.keepAliveTimeout = 65_000;
  return server;
};

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const hostname = process.env.HOSTNAME || "0.0.0.0";
const port = process.env.PORT || "3000";
process.chdir(root);
process.argv = [process.execPath, nextBin, "start", "-H", hostname, "-p", port, ...process.argv.slice(2)];
createRequire(import.meta.url)(nextBin);
