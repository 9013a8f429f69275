import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { config } from "@/lib/server/config";
import { getDb } from "@/lib/server/db";
import { AppError, say, type Message } from "@/lib/server/http/errors";
import { pictures } from "@/models/shared";

// Uploaded pictures live in the database (any server serves any picture, and backups hold them), each
// decoded and encoded again as WebP: what is stored is only the picture, never the bytes that came in
// (no metadata such as a phone's GPS position, no second file hidden behind the image).

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refused from the image's header, before anything is decoded: a 50,000 × 50,000 "picture" never reaches memory. */
export const MAX_PIXELS = 40_000_000;
/** The longest side a stored picture keeps; a photo is shown at 150 px and printed small. */
const MAX_SIDE = 1024;

const NOT_AN_IMAGE = "pictureWrongType";
const refused = (status: number, message: Message) => new AppError(status, message, "image");

/** The names records hold: ours, random, "<uuid>.webp" (or the extension of a picture moved in from the older upload folder). */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

/** The image type from the file's first bytes, whatever its name or declared type says. */
export function sniffImage(bytes: Uint8Array): "png" | "jpg" | "webp" | "gif" | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return "webp";
  }
  return null;
}

/**
 * The picture as stored: decoded (at most MAX_PIXELS, checked from the header first), turned upright,
 * shrunk to at most 1024 px a side and encoded as WebP without metadata. Refuses what is not a picture.
 */
export async function encodePicture(bytes: Uint8Array) {
  if (!sniffImage(bytes)) throw refused(415, NOT_AN_IMAGE);
  let header: Metadata;
  try {
    // The header only, nothing decoded: no pixel limit here, so a huge picture is named as such below.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(415, NOT_AN_IMAGE);
  }
  if (!header.width || !header.height) throw refused(415, NOT_AN_IMAGE);
  if (header.width * header.height > MAX_PIXELS) {
    throw refused(413, say("pictureTooManyPixels", { width: header.width, height: header.height }));
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, sha256: createHash("sha256").update(data).digest("hex") };
  } catch {
    throw refused(415, "pictureUnreadable");
  }
}

/**
 * Checks, re-encodes and stores an uploaded picture under a random name; returns that name. A refusal
 * names `field` (the photo's `image`, or a customer's `idFront`/`idBack`).
 */
export async function saveImage(file: File, field = "image"): Promise<string> {
  let picture: Awaited<ReturnType<typeof encodePicture>>;
  try {
    if (file.size > MAX_IMAGE_BYTES) throw refused(413, "pictureTooLarge");
    picture = await encodePicture(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (field !== "image" && error instanceof AppError) throw new AppError(error.status, say(error.code, error.params), field);
    throw error;
  }
  const name = `${randomUUID()}.webp`;
  const db = await getDb();
  await db.insert(pictures).values({ name, contentType: "image/webp", ...picture });
  return name;
}

/** Removes a stored picture; a missing one or a name that is not ours is ignored. */
export async function removeImage(name: string | null | undefined): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  const db = await getDb();
  await db.delete(pictures).where(eq(pictures.name, name));
}

/** A stored picture's bytes, type and hash, or null for any name that is not a stored picture's. */
export async function readImage(name: string) {
  if (!STORED_NAME.test(name)) return null;
  const db = await getDb();
  const [picture] = await db
    .select({ bytes: pictures.bytes, contentType: pictures.contentType, sha256: pictures.sha256 })
    .from(pictures)
    .where(eq(pictures.name, name));
  return picture ?? null;
}

/**
 * Moves the pictures of the older upload folder (files named as records hold them) into the database,
 * re-encoded like every upload, keeping their names; each file is removed once its row is stored. A
 * file that is no readable picture stays where it is, with a line in the log. Safe to run by several
 * servers at once.
 */
export async function moveUploadFolderIn(): Promise<void> {
  let names: string[];
  try {
    names = (await fs.readdir(config.uploadDir)).filter((name) => STORED_NAME.test(name));
  } catch {
    return; // no folder: nothing to move
  }
  const db = await getDb();
  for (const name of names) {
    const file = path.join(config.uploadDir, name);
    try {
      const picture = await encodePicture(await fs.readFile(file));
      await db
        .insert(pictures)
        .values({ name, contentType: "image/webp", ...picture })
        .onConflictDoNothing();
      await fs.rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // another server moved it meanwhile
      console.error(
        `The picture ${file} could not be moved into the database and stays in the folder:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
}
