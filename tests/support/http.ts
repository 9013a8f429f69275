// Small helpers for API tests: build a Request, call a route handler directly, read its JSON,
// and register or sign in admins without repeating the plumbing in every test.
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { POST as forgotPasswordRoute } from "@/app/api/auth/forgot-password/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset-password/[token]/route";
import { GET as getAuthRoute } from "@/app/api/auth/get-auth/[id]/route";
import { PUT as updateAuthRoute } from "@/app/api/auth/update-auth/[id]/route";
import { DELETE as deleteAuthRoute } from "@/app/api/auth/delete-auth/[id]/route";

export const BASE_URL = "http://panel.test";
export const TEST_SECRET = "test-secret-that-is-long-enough-for-hs256-000";
export const PASSWORD = "correct-horse-battery";
/** The panel's own computer, as a client address: where the first administrator may register without the setup code. */
export const LOOPBACK = "127.0.0.1";

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent exactly as given (for malformed bodies). */
  rawBody?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The whole Cookie header. */
  cookie?: string;
  /** Sent as `x-forwarded-for`, the address the rate limiters key on. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface UserJson {
  _id: string;
  username: string;
  email: string;
  role: string;
  createdAt: string;
  updatedAt: string;
}

export interface ApiBody {
  message?: string;
  errors?: Record<string, string>;
  token?: string;
  user?: UserJson;
  errorId?: string;
}

export interface ApiResponse {
  status: number;
  body: ApiBody;
  /** The raw response text, to check that nothing secret leaks into it. */
  text: string;
  headers: Headers;
}

type RouteHandler<P extends Record<string, string>> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export function buildRequest(path: string, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers.set("content-type", "application/json");
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  if (options.token !== undefined) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie !== undefined) headers.set("cookie", options.cookie);
  if (options.ip !== undefined) headers.set("x-forwarded-for", options.ip);
  return new Request(`${BASE_URL}${path}`, { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

export async function callRoute<P extends Record<string, string>>(
  handler: RouteHandler<P>,
  path: string,
  params: P,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const response = await handler(buildRequest(path, options), { params: Promise.resolve(params) });
  const text = await response.text();
  let body: ApiBody = {};
  if (text) body = JSON.parse(text) as ApiBody;
  return { status: response.status, body, text, headers: response.headers };
}

// One function per auth route.
export const api = {
  register: (body: unknown, options: RequestOptions = {}) =>
    callRoute(registerRoute, "/api/auth/register", {}, { method: "POST", body, ...options }),
  login: (body: unknown, options: RequestOptions = {}) =>
    callRoute(loginRoute, "/api/auth/login", {}, { method: "POST", body, ...options }),
  logout: (options: RequestOptions = {}) => callRoute(logoutRoute, "/api/auth/logout", {}, { method: "POST", ...options }),
  forgotPassword: (body: unknown, options: RequestOptions = {}) =>
    callRoute(forgotPasswordRoute, "/api/auth/forgot-password", {}, { method: "POST", body, ...options }),
  resetPassword: (token: string, body: unknown, options: RequestOptions = {}) =>
    callRoute(resetPasswordRoute, `/api/auth/reset-password/${encodeURIComponent(token)}`, { token }, { method: "POST", body, ...options }),
  getAuth: (id: string, options: RequestOptions = {}) =>
    callRoute(getAuthRoute, `/api/auth/get-auth/${encodeURIComponent(id)}`, { id }, { method: "GET", ...options }),
  updateAuth: (id: string, body: unknown, options: RequestOptions = {}) =>
    callRoute(updateAuthRoute, `/api/auth/update-auth/${encodeURIComponent(id)}`, { id }, { method: "PUT", body, ...options }),
  deleteAuth: (id: string, options: RequestOptions = {}) =>
    callRoute(deleteAuthRoute, `/api/auth/delete-auth/${encodeURIComponent(id)}`, { id }, { method: "DELETE", ...options }),
};

let sequence = 0;
/** An e-mail no other test in the file uses. */
export const uniqueEmail = (prefix = "admin") => `${prefix}-${++sequence}@example.com`;

export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  user: UserJson;
}

/**
 * Registers an admin and returns it with its token (from the register answer, so no extra login).
 * Without `asToken` it is a first-run registration, which only works while no account exists.
 */
export async function registerAdmin(
  options: { asToken?: string; username?: string; email?: string; password?: string; access?: "owner" | "manager" | "viewer" } = {},
): Promise<Account> {
  const username = options.username ?? "Admin User";
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  // Added by an owner: an owner unless the test says otherwise (the tests of roles choose each one).
  const access = options.asToken ? (options.access ?? "owner") : undefined;
  // The first administrator is created on the panel's own computer (a loopback address; docs/accounts.md, "First run").
  const response = await api.register(
    { username, email, password, ...(access && { access }) },
    options.asToken ? { token: options.asToken } : { ip: LOOPBACK },
  );
  if (response.status !== 201 || !response.body.token || !response.body.user) {
    throw new Error(`register failed: ${response.status} ${response.text}`);
  }
  return { id: response.body.user._id, username, email, password, token: response.body.token, user: response.body.user };
}

/** Signs in and returns the token, failing loudly when the login is refused. */
export async function loginToken(email: string, password: string, options: RequestOptions = {}): Promise<string> {
  const response = await api.login({ email, password }, options);
  if (response.status !== 200 || !response.body.token) throw new Error(`login failed: ${response.status} ${response.text}`);
  return response.body.token;
}

/** The named cookie's attributes from a Set-Cookie header, lower-cased names; the value under `value`. */
export function parseSetCookie(headers: Headers, name: string): Record<string, string> | null {
  for (const line of headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq) !== name) continue;
    const cookie: Record<string, string> = { value: pair.slice(eq + 1) };
    for (const attribute of attributes) {
      const at = attribute.indexOf("=");
      if (at === -1) cookie[attribute.toLowerCase()] = "";
      else cookie[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
    }
    return cookie;
  }
  return null;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
