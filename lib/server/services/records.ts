import "server-only";
import { removeImage, saveImage } from "@/lib/server/uploads";
import { describeError, pgErrorCode } from "@/lib/server/db/errors";
import { AppError, conflict, englishMessage, say } from "@/lib/server/http/errors";
import type { ServerMessage } from "@/lib/i18n/server-message";

/** A row as the API shows it: the Mongo-style `_id` in place of `id`. */
export function withId<T extends { id: string }>(row: T): Omit<T, "id"> & { _id: string } {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
}

/** True when a delete was refused by a foreign key (another record still points at this one). */
export const isStillReferenced = (error: unknown) => ["23503", "23001"].includes(pgErrorCode(error) ?? ""); // foreign_key / restrict violation

/**
 * True when a failed write certainly stored nothing: our own refusal, or an error the database reported
 * for the statement. When the connection died instead (PostgreSQL restarted or crashed: SQLSTATE class
 * 08 or 57, or no code at all), the commit may have happened before the answer was lost.
 */
function certainlyNotWritten(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const code = pgErrorCode(error);
  return code !== undefined && !code.startsWith("08") && !code.startsWith("57");
}

/**
 * Runs a write that stores an uploaded picture. The picture is saved first; if the write certainly
 * failed it is removed again (one whose record may have been committed is kept: an unused file costs
 * nothing, a record without its picture is lost data), and once the write succeeds the picture it
 * replaced is removed.
 */
export async function writeWithImage<T>(
  image: File | null,
  write: (imageName: string | undefined) => Promise<{ result: T; replacedImage?: string | null }>,
  /** The form field a refused picture is named by (a customer's ID pictures have their own). */
  field = "image",
): Promise<T> {
  const imageName = image ? await saveImage(image, field) : undefined;
  let outcome: { result: T; replacedImage?: string | null };
  try {
    outcome = await write(imageName);
  } catch (error) {
    if (certainlyNotWritten(error)) await removeImage(imageName);
    throw error;
  }
  if (imageName && outcome.replacedImage && outcome.replacedImage !== imageName) await removeImage(outcome.replacedImage);
  return outcome.result;
}

/** `failed`: the failure's English text, and its code for the screens. */
export type Loaded<T> = { state: "found"; data: T } | { state: "missing" } | { state: "failed"; error: string; said: ServerMessage };

/** Reads a record for a view or edit screen: a missing record or malformed id is "missing", any other failure "failed". */
export async function loadForPage<T>(load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { state: "found", data: await load() };
  } catch (error) {
    const malformedId = pgErrorCode(error) === "22P02"; // invalid_text_representation: the id is not a UUID
    if (malformedId || (error instanceof AppError && (error.status === 404 || error.status === 400))) return { state: "missing" };
    // The error's kind and database code only: a query's text and values (CNICs, phones) never reach the log.
    console.error(`Loading a record for a page failed: ${describeError(error)}`);
    const said =
      error instanceof AppError ? { code: error.code, ...(error.params && { params: error.params }) } : say("somethingWentWrong");
    return { state: "failed", error: englishMessage(said), said };
  }
}

/**
 * The `updatedAt` for a write to a record last stamped `stored`: refused (409) when the client saw an
 * older copy (`seen`, as the API showed it, to the millisecond), else a stamp strictly after the stored
 * one, so two saves within one millisecond still tell apart.
 */
export function nextUpdatedAt(stored: Date, seen: Date | undefined): Date {
  if (seen && stored.getTime() > seen.getTime()) throw conflict("staleRecord");
  return new Date(Math.max(Date.now(), stored.getTime() + 1));
}
