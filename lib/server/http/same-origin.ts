import "server-only";

/**
 * True when a browser sent this request from the panel's own pages, or when no browser sent it (an API
 * client with a Bearer token sends neither header). The panel's origin is APP_URL when set, else the
 * host the request was sent to. SameSite cookies do not stop another port or subdomain of the same
 * site; this does.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === appOrigin() || sameHost(origin, request);
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

function appOrigin(): string | null {
  const appUrl = process.env.APP_URL;
  if (!appUrl) return null;
  try {
    return new URL(appUrl).origin;
  } catch {
    return null;
  }
}

// Without APP_URL only the host (name and port) can be compared: behind a proxy that ends TLS the
// request itself arrives over http.
function sameHost(origin: string, request: Request): boolean {
  if (process.env.APP_URL) return false;
  try {
    return new URL(origin).host === (request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return false; // "null" (a sandboxed frame, a file: page) or garbage
  }
}
