// Helpers for the record areas' API tests: an admin token, multipart submissions and test pictures.
import zlib from "node:zlib";
import { BASE_URL, registerAdmin } from "./http";

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
  options: { path?: string; method?: string; params?: P; body?: unknown; rawBody?: string; query?: Record<string, string | number>; token?: string | null } = {},
): Promise<JsonResponse<T>> {
  const url = new URL(`${BASE_URL}${options.path ?? "/api/test"}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers();
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
  options: { method?: string; params?: P; fields?: Record<string, string | number>; image?: Blob & { name?: string }; imageName?: string; token?: string | null },
): Promise<JsonResponse<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.set(key, String(value));
  if (options.image) form.set("image", options.image, options.imageName ?? "picture.png");
  const headers = new Headers();
  const token = options.token === undefined ? await adminBearer() : options.token;
  if (token) headers.set("authorization", `Bearer ${token}`);
  const request = new Request(`${BASE_URL}/api/test`, { method: options.method ?? "POST", headers, body: form });
  return toJson<T>(await handler(request, contextOf(options.params)));
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real 2×2 PNG, built here so no binary fixture is needed. */
export function pngBytes(): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), Buffer.from(data)]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const pixels = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(pixels)),
    chunk("IEND", new Uint8Array()),
  ]);
}

export const pngFile = () => new Blob([pngBytes() as BlobPart], { type: "image/png" });
export const jpegFile = () => new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]) as BlobPart], { type: "image/jpeg" });
