import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, verifyToken } from "@/lib/auth/token";

// Optimistic guard only: it checks the token's signature, expiry and role. Every protected
// route handler and the admin layout check the session again against the database.

const PUBLIC_PAGES = ["/Sign-in", "/Sign-up", "/forget-password", "/reset-password/"];
const PUBLIC_API = ["/api/auth/login", "/api/auth/register", "/api/auth/forgot-password", "/api/auth/reset-password/", "/api/auth/logout"];

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

function hasAdminToken(request: NextRequest): boolean {
  const authorization = request.headers.get("authorization");
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? request.cookies.get(SESSION_COOKIE)?.value;
  const claims = token ? verifyToken(token) : null;
  return claims !== null && claims.role === "admin";
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (pathname.startsWith("/api/")) {
    if (isPublic(pathname, PUBLIC_API) || hasAdminToken(request)) return NextResponse.next();
    return NextResponse.json({ message: "Please sign in to continue." }, { status: 401 });
  }
  if (pathname.startsWith("/uploads/")) {
    if (hasAdminToken(request)) return NextResponse.next();
    return NextResponse.json({ message: "Please sign in to continue." }, { status: 401 });
  }
  if (!isPublic(pathname, PUBLIC_PAGES) && !hasAdminToken(request)) {
    const response = NextResponse.redirect(new URL("/Sign-in", request.url));
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
  matcher: ["/((?!_next/static|_next/image|favicon.ico|images/).*)"],
};
