import { rememberCode } from "@/lib/i18n/answer-codes";
import type { ServerMessage } from "@/lib/i18n/server-message";

// Browser calls to the panel's REST API. The session travels in the httpOnly cookie.

/** A failed answer: the contract's English `message` and field `errors`, and their codes (`code`, `params`, `fieldCodes`). */
interface FailureBody {
  message?: string;
  errors?: Record<string, string>;
  code?: ServerMessage["code"];
  params?: ServerMessage["params"];
  fieldCodes?: Record<string, ServerMessage>;
}

export class ApiError extends Error {
  /** The code of the message (none for a validation rule's text, or an answer without a code). */
  readonly code?: ServerMessage["code"];

  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string>,
    body: FailureBody = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = body.code;
    // The screens show these texts by their codes (lib/i18n/server-text.ts).
    rememberCode(message, body.code ? { code: body.code, params: body.params } : undefined);
    for (const [field, said] of Object.entries(body.fieldCodes ?? {})) rememberCode(errors?.[field], said);
  }
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** On 401, go to /Sign-in (the session expired). Off for the sign-in screens themselves. */
  redirectOnUnauthorized?: boolean;
  /** Sent as the Idempotency-Key header: the server writes a create once however often it is sent. */
  idempotencyKey?: string;
  /** Cancels the call (e.g. a search overtaken by the next keystroke). */
  signal?: AbortSignal;
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = "GET", body, redirectOnUnauthorized = true, idempotencyKey, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  const init: RequestInit = { method, credentials: "same-origin", headers, signal };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    headers["Content-Type"] = "application/json";
  }
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.", undefined, { code: "serverUnreachable" });
  }
  const data = (await response.json().catch(() => ({}))) as FailureBody;
  if (!response.ok) {
    if (response.status === 401 && redirectOnUnauthorized) {
      // A full load, so no page of the expired session stays in the router cache.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/Sign-in");
    }
    // An empty message lets each screen show its own fallback text (each form has its own failure toast).
    throw new ApiError(response.status, data.message ?? "", data.errors, data);
  }
  // A success whose message a screen shows comes with its code too (the password reset's).
  if (typeof data.message === "string" && data.code) rememberCode(data.message, { code: data.code, params: data.params });
  return data as T;
}

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The server's answer to an update of a record someone else saved since this screen loaded it: the screens offer "Reload". */
export function isStaleRecord(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === "staleRecord";
}

/**
 * A random key in the form of a UUID (version 4). `crypto.randomUUID` exists only in secure contexts,
 * and the panel is often opened over plain http on the LAN; `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A change to an administrator's account (PUT /api/auth/update-auth/{id}); one's own password or e-mail needs `currentPassword`. */
export interface AccountChange {
  email?: string;
  password?: string;
  access?: "owner" | "manager" | "viewer";
  currentPassword?: string;
  /** The account's `updatedAt` as the screen loaded it: a change made since is refused (409). */
  updatedAt?: string;
}

/** Administrator accounts: changes and removal. A change of one's own password or e-mail renews this browser's session cookie. */
export const accountsApi = {
  update: (id: string, change: AccountChange) => api(`/auth/update-auth/${encodeURIComponent(id)}`, { method: "PUT", body: change }),
  remove: (id: string) => api(`/auth/delete-auth/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
