// Requests written straight onto a TCP socket: a Content-Length the body never reaches, or a chunked
// body that keeps growing, to see when the server answers and how much it had to take in first.
import net from "node:net";
import { server } from "./server";

export interface RawOutcome {
  /** The answer's status, or null when none came within the wait. */
  status: number | null;
  /** Milliseconds from the request head to the answer's status line. */
  ms: number;
  /** Body bytes the client had written when the answer came (or when it gave up). */
  bytesSent: number;
  head: string;
}

export interface RawUpload {
  method?: string;
  path: string;
  token?: string;
  contentType: string;
  /** The first body bytes. */
  prefix: Buffer;
  /** Declared Content-Length; without it the body is sent chunked and keeps growing up to `streamBytes`. */
  contentLength?: number;
  streamBytes?: number;
  chunkBytes?: number;
  waitMs?: number;
  from?: string;
}

export function rawUpload(options: RawUpload): Promise<RawOutcome> {
  const { port, hostname } = new URL(server.baseUrl);
  const chunked = options.contentLength === undefined;
  const waitMs = options.waitMs ?? 10_000;
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: hostname, localAddress: options.from });
    let started = 0;
    let bytesSent = 0;
    let answer = "";
    let settled = false;
    const finish = (status: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, ms: performance.now() - started, bytesSent, head: answer.split("\r\n\r\n")[0] ?? "" });
    };
    const timer = setTimeout(() => finish(null), waitMs);
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1");
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match && answer.includes("\r\n\r\n")) finish(Number(match[1]));
    });
    socket.on("error", () => {
      // The server may close while we are still writing; the answer, if any, has been read by then.
      setTimeout(() => finish(/^HTTP\/1\.1 (\d{3})/.exec(answer) ? Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)![1]) : null), 50);
    });
    socket.on("close", () =>
      setTimeout(() => finish(/^HTTP\/1\.1 (\d{3})/.exec(answer) ? Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)![1]) : null), 50),
    );
    socket.on("connect", async () => {
      const head = [
        `${options.method ?? "POST"} ${options.path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        ...(options.token ? [`Authorization: Bearer ${options.token}`] : []),
        `Content-Type: ${options.contentType}`,
        chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${options.contentLength}`,
        "",
        "",
      ].join("\r\n");
      started = performance.now();
      const write = (bytes: Buffer) =>
        new Promise<void>((resolve) => {
          if (settled || socket.destroyed) return resolve();
          const frame = chunked ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]) : bytes;
          bytesSent += bytes.length;
          if (socket.write(frame)) resolve();
          else {
            // Back-pressure: the server stopped reading. Wait for it, or for the answer.
            const poll = setInterval(() => {
              if (settled || socket.destroyed || socket.writableLength === 0) {
                clearInterval(poll);
                resolve();
              }
            }, 5);
            socket.once("drain", () => {
              clearInterval(poll);
              resolve();
            });
          }
        });
      socket.write(head);
      await write(options.prefix);
      if (!chunked) return; // the declared length is never reached: the server must answer from the header
      const filler = Buffer.alloc(options.chunkBytes ?? 64 * 1024, 0x41);
      while (!settled && !socket.destroyed && bytesSent < (options.streamBytes ?? 64 * 1024 * 1024)) await write(filler);
      if (!settled && !socket.destroyed) socket.write("0\r\n\r\n");
    });
  });
}
