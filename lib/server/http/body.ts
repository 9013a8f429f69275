import "server-only";
import { AppError } from "./errors";

/**
 * The request body, read up to `limit` bytes. A larger one is refused with `tooLarge` (a 413): at once
 * from its declared Content-Length, else (sent chunked) as soon as the bytes read pass the limit. The
 * rest is not read: the stream stays paused, so the client, which sees the 413 while it is still
 * sending, is held back by TCP until it gives up. (Closing the socket instead would race the answer:
 * a close with unread data sends a reset, which can wipe the 413 before the client reads it.)
 */
export async function readBodyBytes(request: Request, limit: number, tooLarge: () => AppError): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length")) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The largest JSON body any call takes (a few kB in practice); larger ones are 413. */
export const MAX_JSON_BYTES = 1024 * 1024;

/** The media type of a request, lower case, without parameters ("" when none was sent). */
export const mediaTypeOf = (request: Request) => (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * Reads a JSON object body. Only `application/json` is read (415 otherwise): a form of another site can
 * send text/plain, urlencoded or multipart without asking first, never JSON. Malformed or non-object
 * JSON is a 400, not a crash; over 1 MB a 413.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (mediaTypeOf(request) !== "application/json") throw new AppError(415, "sendJson");
  const bytes = await readBodyBytes(request, MAX_JSON_BYTES, () => new AppError(413, "bodyTooLarge"));
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  try {
    // Dropping __proto__ keeps a hostile key from becoming the parsed object's prototype.
    body = JSON.parse(text, (key, value) => (key === "__proto__" ? undefined : value));
  } catch {
    throw new AppError(400, "bodyNotJson");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError(400, "bodyNotObject");
  }
  return body as Record<string, unknown>;
}
