// Browser calls to the panel's REST API (spec section 7). The session travels in the httpOnly cookie.

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** On 401, go to /Sign-in (the session expired). Off for the sign-in screens themselves. */
  redirectOnUnauthorized?: boolean;
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = "GET", body, redirectOnUnauthorized = true } = options;
  const init: RequestInit = { method, credentials: "same-origin", headers: { Accept: "application/json" } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.");
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (!response.ok) {
    if (response.status === 401 && redirectOnUnauthorized) {
      // A full load, so no page of the expired session stays in the router cache.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/Sign-in");
    }
    // An empty message lets each screen show its own fallback text (spec section 8).
    throw new ApiError(response.status, data.message ?? "", data.errors);
  }
  return data as T;
}

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
