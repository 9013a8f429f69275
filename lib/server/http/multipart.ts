import "server-only";
import { AppError } from "./errors";
import { mediaTypeOf, readBodyBytes } from "./body";
import { MAX_IMAGE_BYTES } from "@/lib/server/uploads";

// Room for the text fields around one picture.
const MAX_MULTIPART_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

export interface MultipartBody {
  fields: Record<string, unknown>;
  image: File | null;
  /** The other pictures the route takes (`pictures`), by field name: a customer's ID pictures. */
  pictures: Record<string, File>;
}

const TOO_LARGE = "pictureTooLarge";
const tooLarge = () => new AppError(413, TOO_LARGE, "image");

/**
 * Reads a record sent as multipart/form-data (415 for any other type): text fields as strings, and the
 * picture under `image` (and those named in `pictureFields`, each allowing another 5 MB). An oversized
 * body is refused from its Content-Length before it is read, or (sent without one) as soon as it passes
 * the cap: never buffered whole.
 */
export async function readRecordForm(request: Request, pictureFields: readonly string[] = []): Promise<MultipartBody> {
  if (mediaTypeOf(request) !== "multipart/form-data") throw new AppError(415, "sendMultipart");
  const bytes = await readBodyBytes(request, MAX_MULTIPART_BYTES + pictureFields.length * MAX_IMAGE_BYTES, tooLarge);
  let form: FormData;
  try {
    // Parsed only once the bytes are known to be within the cap.
    form = await new Response(bytes as BodyInit, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new AppError(400, "formUnreadable");
  }
  const fields: Record<string, unknown> = Object.create(null);
  let image: File | null = null;
  const pictures: Record<string, File> = Object.create(null);
  for (const [key, value] of form.entries()) {
    if (key === "image") {
      if (typeof value !== "string" && value.size > 0) image = value;
    } else if (pictureFields.includes(key) && typeof value !== "string") {
      if (value.size > 0) pictures[key] = value;
    } else if (typeof value === "string") {
      fields[key] = value;
    }
  }
  return { fields, image, pictures };
}
