import { count, eq, sql } from "drizzle-orm";
// Helpers for the record areas' API tests: an admin token, multipart submissions and test pictures.
import { getDb } from "@/lib/server/db";
import { hostelTime } from "@/lib/time";
import { bookingPayments, bookings, paymentMonthTotals } from "@/models/bookings";
import { charges, reminders, settlements, stayRooms } from "@/models/ledger";
import { subscriptions } from "@/models/bills";
import { policeReports } from "@/models/register";
import { pictures } from "@/models/shared";
import { BASE_URL, registerAdmin } from "./http";
import { pngBytes } from "./png";

export { pngBytes };

// Any route handler, whatever its params; the test passes the params it needs.
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
type Params = Record<string, string>;
const contextOf = (params: Params = {}) => ({ params: Promise.resolve(params) as Promise<never> });

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

let adminToken: string | undefined;
/** A token of the file's first admin, registered on first use. */
export async function adminBearer(): Promise<string> {
  adminToken ??= (await registerAdmin()).token;
  return adminToken;
}

async function toJson<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

/** Calls a handler as a signed-in admin with a JSON body (or none), or as `token` when given. */
export async function callJson<T = Record<string, unknown>, P extends Params = Params>(
  handler: Handler,
  options: {
    path?: string;
    method?: string;
    params?: P;
    body?: unknown;
    rawBody?: string;
    query?: Record<string, string | number>;
    token?: string | null;
    /** Extra headers, e.g. Idempotency-Key or Origin. */
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const url = new URL(`${BASE_URL}${options.path ?? "/api/test"}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers(options.headers);
  const token = options.token === undefined ? await adminBearer() : options.token;
  if (token) headers.set("authorization", `Bearer ${token}`);
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const request = new Request(url, { method, headers, body });
  return toJson<T>(await handler(request, contextOf(options.params)));
}

/** Calls a handler as a signed-in admin with a multipart body built from `fields` and an optional picture. */
export async function callForm<T = Record<string, unknown>, P extends Params = Params>(
  handler: Handler,
  options: {
    method?: string;
    params?: P;
    fields?: Record<string, string | number>;
    image?: Blob & { name?: string };
    imageName?: string;
    token?: string | null;
    headers?: Record<string, string>;
  },
): Promise<JsonResponse<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.set(key, String(value));
  if (options.image) form.set("image", options.image, options.imageName ?? "picture.png");
  const headers = new Headers(options.headers);
  const token = options.token === undefined ? await adminBearer() : options.token;
  if (token) headers.set("authorization", `Bearer ${token}`);
  const request = new Request(`${BASE_URL}/api/test`, { method: options.method ?? "POST", headers, body: form });
  return toJson<T>(await handler(request, contextOf(options.params)));
}

export const pngFile = () => new Blob([pngBytes() as BlobPart], { type: "image/png" });
// A real 2×2 JPEG (pictures are decoded before they are stored, so a header alone would be refused).
const JPEG = Buffer.from(
  "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCXAUUYf//Z",
  "base64",
);
export const jpegFile = () => new Blob([JPEG as BlobPart], { type: "image/jpeg" });

/** A stored picture by the name a record holds, or undefined. */
export async function storedPicture(name: string | null | undefined) {
  if (!name) return undefined;
  const db = await getDb();
  const [picture] = await db.select().from(pictures).where(eq(pictures.name, name));
  return picture;
}

/** How many pictures are stored. */
export async function storedPictureCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(pictures);
  return row?.value ?? 0;
}

let receiptCount = 0;
/** Payment rows to insert straight into the table (for dates the API would not take): the day on the hostel's clock and a unique receipt number added. */
export function storedPayments<T extends { paidAt: Date }>(payments: T[]) {
  return payments.map((payment) => ({ ...payment, paidOn: hostelTime(payment.paidAt).date, receiptNo: `RCT-TEST-${++receiptCount}` }));
}

/** Empties the bookings and everything that hangs on them (a test's clean slate; the API never deletes money). */
export async function deleteAllBookings() {
  const db = await getDb();
  // TRUNCATE, not DELETE: the ledger's rows refuse to be deleted (their triggers, migration 0009).
  await db.execute(
    sql`truncate ${policeReports}, ${reminders}, ${settlements}, ${charges}, ${stayRooms}, ${bookingPayments}, ${paymentMonthTotals}, ${subscriptions}, ${bookings}`,
  );
}
