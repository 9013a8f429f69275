import type { ApiOptions } from "./api-client";

// The API client for controls whose only call follows a click (the sign-in form, the language switch,
// signing out, a list's delete): it loads with that click, not with the screen. On the sign-in screen and
// the lists it would be part of the first load (docs/benchmarks.md, first-load JS).

export async function apiOnClick<T = unknown>(path: string, options?: ApiOptions): Promise<T> {
  const { api } = await import("./api-client");
  return api<T>(path, options);
}

/** What to show for a failed call: the server's message, else `fallback` (also when the client could not load). */
export function failureText(error: unknown, fallback: string): Promise<string> {
  return import("./api-client").then(
    ({ errorMessage }) => errorMessage(error, fallback),
    () => fallback,
  );
}

/** The HTTP status of a failed call; undefined when it never had an answer (offline, or the client did not load). */
export const failureStatus = (error: unknown): number | undefined =>
  error instanceof Error && "status" in error && typeof error.status === "number" ? error.status : undefined;
