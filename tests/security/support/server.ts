// The server under test, as scripts/test-security.mjs started it, and a small HTTP client for it.
// The client is node:http rather than fetch: the tests need to choose the local address a request
// comes from (the rate limits key on it), send Host and other headers fetch refuses, and read raw bodies.
import http from "node:http";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the security tests with \`node scripts/test-security.mjs\`.`);
  return value;
}

export const server = {
  /** http://127.0.0.1:PORT */
  baseUrl: required("SECURITY_BASE_URL"),
  /** The server's DATA_DIR: its mails (no SMTP) and uploaded pictures are read from here. */
  dataDir: required("SECURITY_DATA_DIR"),
  /** The server's JWT_SECRET, to forge tokens a real server would accept, bar the checks under test. */
  jwtSecret: required("SECURITY_JWT_SECRET"),
  /** The server's APP_URL: every reset link must start with it. */
  appUrl: required("SECURITY_APP_URL"),
  /** Set on the PostgreSQL run: the server's database, for states the API cannot reach and for SQL checks. */
  databaseUrl: process.env.SECURITY_DATABASE_URL ?? "",
};

export const onPostgres = server.databaseUrl !== "";
export const databaseName = onPostgres ? "PostgreSQL" : "PGlite";
const base = new URL(server.baseUrl);

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

export interface Call {
  method?: string;
  path: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The whole Cookie header. */
  cookie?: string;
  /** Sent as JSON (content-type set unless given). */
  json?: unknown;
  /** Sent exactly as given. */
  body?: string | Buffer;
  headers?: Record<string, string | string[]>;
  /** The local address the request comes from (any 127.x.y.z works on Linux loopback). */
  from?: string;
  timeoutMs?: number;
}

// A connection per request: a kept-alive socket that the server closes after its idle timeout races
// the next request on it ("socket hang up"), which a test would take for a server failure.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** One HTTP request to the server; resolves with whatever it answers (never rejects on a status). */
export function call(options: Call): Promise<Reply> {
  const headers: Record<string, string | string[]> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) headers["content-type"] = "application/json";
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        path: options.path,
        headers,
        agent,
        localAddress: options.from,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () =>
      request.destroy(new Error(`${options.method ?? "GET"} ${options.path}: no answer within ${options.timeoutMs ?? 30_000} ms`)),
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The answer's JSON body (fails the test with the raw text when it is not JSON). */
export function jsonOf<T = Record<string, unknown>>(reply: Reply): T {
  try {
    return JSON.parse(reply.text) as T;
  } catch {
    throw new Error(`expected JSON, got ${reply.status}: ${reply.text.slice(0, 300)}`);
  }
}

/** Runs `work` over `items` with at most `limit` in flight; results in input order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function closeClient(): void {
  agent.destroy();
}
