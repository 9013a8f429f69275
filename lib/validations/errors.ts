import type { ZodError } from "zod";

/** `{ field: first message }` for each failing field of a zod error. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
