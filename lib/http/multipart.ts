import "server-only";
import { AppError } from "./errors";
import { readJson } from "./route";
import { MAX_IMAGE_BYTES } from "@/lib/uploads";

// Room for the text fields around one picture.
const MAX_MULTIPART_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

export interface MultipartBody {
  fields: Record<string, unknown>;
  image: File | null;
}

/**
 * Reads a multipart (or JSON) record submission: text fields as strings, and the picture under `image`.
 * An oversized body is refused from its Content-Length before it is read.
 */
export async function readRecordForm(request: Request): Promise<MultipartBody> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_MULTIPART_BYTES) {
    throw new AppError(413, "The picture must be at most 5 MB.", { image: "The picture must be at most 5 MB." });
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.includes("application/json")) {
    const fields = await readJson(request);
    delete fields.image; // pictures come only as multipart files
    return { fields, image: null };
  }
  if (!contentType.includes("multipart/form-data") && !contentType.includes("application/x-www-form-urlencoded")) {
    throw new AppError(415, "Send the record as multipart/form-data.");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError(400, "The form data could not be read.");
  }
  const fields: Record<string, unknown> = Object.create(null);
  let image: File | null = null;
  for (const [key, value] of form.entries()) {
    if (key === "image") {
      if (typeof value !== "string" && value.size > 0) image = value;
    } else if (typeof value === "string") {
      fields[key] = value;
    }
  }
  return { fields, image };
}
