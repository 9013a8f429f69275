#!/usr/bin/env node
// A small closed-loop HTTP load generator (node:http, keep-alive), used by run.mjs in a process of
// its own pinned to another core than the server (`taskset -c 1`).
//
//   node scripts/bench/load.mjs '<json>' | @file.json   with json = { url, method?, headers?, paths: [..], bodies?: [..],
//                                                         idempotencyKeys?, concurrency, seconds, warmupSeconds? }
//
// `concurrency` clients each send one request, wait for the whole answer, then send the next one,
// cycling through `paths` (and `bodies`, for writes) for `seconds` after a warm-up; with
// `idempotencyKeys` every request carries an Idempotency-Key header never sent before. Prints one JSON
// line: { requests, errors, statuses, rps, p50, p95, p99, max, bytes } with latencies in ms
// (request sent → last byte received) and rps = completed requests / measured seconds.
import http from "node:http";

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function runLoad({
  url,
  method = "GET",
  headers = {},
  paths,
  bodies,
  idempotencyKeys = false,
  concurrency,
  seconds,
  warmupSeconds = 1,
}) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const statuses = {};
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  let measuring = false;
  let stop = false;
  const keyPrefix = `bench-${process.pid}-${Date.now()}`;

  function one() {
    const index = next++;
    const path = paths[index % paths.length];
    const body = bodies ? JSON.stringify(bodies[index % bodies.length]) : undefined;
    const key = idempotencyKeys ? { "idempotency-key": `${keyPrefix}-${index}` } : {};
    return new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path,
          agent,
          headers: { ...headers, ...key, ...(body && { "content-type": "application/json", "content-length": Buffer.byteLength(body) }) },
        },
        (response) => {
          let size = 0;
          response.on("data", (chunk) => (size += chunk.length));
          response.on("end", () => {
            if (measuring) {
              latencies.push(performance.now() - started);
              statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
              bytes += size;
              if (response.statusCode >= 400) errors++;
            }
            resolve();
          });
        },
      );
      request.on("error", () => {
        if (measuring) errors++;
        resolve();
      });
      if (body) request.write(body);
      request.end();
    });
  }

  async function client() {
    while (!stop) await one();
  }
  const clients = Array.from({ length: concurrency }, client);
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(clients);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    statuses,
    rps: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? NaN),
    bytes,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = process.argv[2];
  const { readFileSync } = await import("node:fs");
  console.log(JSON.stringify(await runLoad(JSON.parse(arg.startsWith("@") ? readFileSync(arg.slice(1), "utf8") : arg))));
}
