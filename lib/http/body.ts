import "server-only";
import type { AppError } from "./errors";

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
