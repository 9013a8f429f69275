import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, tokenFromHeaders, verifyTokenIfSecretKnown } from "@/lib/server/auth/token";

// Optimistic guard for screens and pictures only: it checks the token's signature, expiry and role,
// and the admin layout and the picture route check the session again against the database.
// API routes are not matched: each handler checks the session itself before it reads a body, whereas
// a matching proxy makes Next read (and buffer up to 10 MB of) every request body before the handler
// runs, so an oversized upload could not be refused until it had all arrived.

const PUBLIC_PAGES = ["/Sign-in", "/Sign-up", "/forget-password", "/reset-password/"];
// Answers that are not HTML documents (redirects, JSON) get a CSP that allows nothing.
const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

const isPublic = (pathname: string, prefixes: string[]) =>
  prefixes.some((prefix) => (prefix.endsWith("/") ? pathname.startsWith(prefix) : pathname === prefix));

function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Whether the request carries an admin's token; when the secret is not known yet, the handler decides. */
function hasAdminToken(request: NextRequest): boolean {
  const token = tokenFromHeaders(request.headers);
  const claims = token ? verifyTokenIfSecretKnown(token) : null;
  return claims === "unknown" || (claims !== null && claims.role === "admin");
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (pathname.startsWith("/uploads/")) {
    if (hasAdminToken(request)) return NextResponse.next();
    return NextResponse.json({ message: "Please sign in to continue.", code: "signInToContinue" }, { status: 401 });
  }
  if (!isPublic(pathname, PUBLIC_PAGES) && !hasAdminToken(request)) {
    const response = NextResponse.redirect(new URL("/Sign-in", request.url));
    response.headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
    if (request.cookies.has(SESSION_COOKIE)) response.cookies.delete(SESSION_COOKIE);
    return response;
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|images/).*)"],
};
