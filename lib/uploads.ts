import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { config } from "@/lib/config";
import { AppError } from "@/lib/http/errors";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
} as const;
type ImageExtension = keyof typeof IMAGE_TYPES;

/** The only names we ever store or serve: our own random ones. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

/** The image type from the file's first bytes, whatever its name or declared type says. */
export function sniffImage(bytes: Uint8Array): ImageExtension | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return "webp";
  }
  return null;
}

/** Checks and stores an uploaded picture under a random name; returns that name. */
export async function saveImage(file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError(413, "The picture must be at most 5 MB.", { image: "The picture must be at most 5 MB." });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffImage(bytes);
  if (!extension) {
    throw new AppError(415, "Only PNG, JPEG, WebP or GIF pictures can be uploaded.", {
      image: "Only PNG, JPEG, WebP or GIF pictures can be uploaded.",
    });
  }
  const name = `${randomUUID()}.${extension}`;
  await fs.mkdir(config.uploadDir, { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(config.uploadDir, name), bytes, { flag: "wx", mode: 0o600 });
  return name;
}

/** Removes a stored picture; a missing file or a name that is not ours is ignored. */
export async function removeImage(name: string | null | undefined): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  await fs.rm(path.join(config.uploadDir, name), { force: true });
}

/** A stored picture's bytes and content type, or null for any name that is not a stored file's. */
export async function readImage(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    const bytes = await fs.readFile(path.join(config.uploadDir, name));
    const extension = name.slice(name.lastIndexOf(".") + 1) as ImageExtension;
    return { bytes, contentType: IMAGE_TYPES[extension] };
  } catch {
    return null;
  }
}
