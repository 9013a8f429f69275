import "server-only";
import diagnosticsChannel from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { config } from "@/lib/server/config";

/**
 * The client's address for a request that arrived on a socket from `socketAddress` with the given
 * X-Forwarded-For. With no trusted proxy it is the socket's peer, whatever the header says; behind
 * `trustedProxies` reverse proxies that each append the address they saw, it is the entry that many
 * places from the right of the chain (header entries, then the socket's peer).
 */
export function clientAddressOf(forwardedFor: string | undefined, socketAddress: string | undefined, trustedProxies: number): string {
  const peer = socketAddress || "unknown";
  if (trustedProxies <= 0) return peer;
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}

const state = globalThis as unknown as { hostelIncomingHeaders?: diagnosticsChannel.Channel };

/** Whether `guardIncomingHeaders` is in place in this process: X-Forwarded-For is then the client's address. */
export const incomingHeadersGuarded = () => state.hostelIncomingHeaders !== undefined;

/** HSTS for a panel served over https (APP_URL): one year. Over http a browser would ignore it; it is not sent. */
export const HSTS = "max-age=31536000";

/**
 * Fixes two headers of every request before Next reads them, and sets one on every answer (Node
 * publishes each request on this channel just before the server's 'request' event):
 * - X-Forwarded-For holds the client's address as `clientAddressOf` finds it. Next sets it from the
 *   socket only when the client sent none (`??=`), so a client could otherwise name any address and
 *   slip past the per-address rate limits.
 * - Strict-Transport-Security on every answer (pages, API, static files, Next's own errors and
 *   redirects) when APP_URL is https://, read at run time like the rest of the configuration (the
 *   headers of next.config.mjs are fixed when the panel is built).
 * - x-middleware-prefetch is dropped: only the Pages Router sends it, and Next answers any request
 *   carrying it with an empty 200 without running the route, which would turn a 401 into a 200.
 */
export function guardIncomingHeaders(): void {
  if (state.hostelIncomingHeaders) return;
  const channel = diagnosticsChannel.channel("http.server.request.start");
  channel.subscribe((message) => {
    const { request, response, socket } = message as { request: IncomingMessage; response?: ServerResponse; socket: Socket };
    const sent = request.headers["x-forwarded-for"];
    request.headers["x-forwarded-for"] = clientAddressOf(
      Array.isArray(sent) ? sent.join(",") : sent,
      socket.remoteAddress,
      config.trustedProxies,
    );
    delete request.headers["x-middleware-prefetch"];
    if (config.https && response && !response.headersSent) response.setHeader("Strict-Transport-Security", HSTS);
  });
  state.hostelIncomingHeaders = channel; // held, so the subscription lives as long as the process
}
