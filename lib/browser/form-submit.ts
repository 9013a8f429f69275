import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast, toastLabels } from "@/lib/browser/toast";
import { ApiError, errorMessage, isStaleRecord } from "@/lib/browser/api-client";
import { dayInputValue } from "@/lib/day-input";

type Values = Record<string, unknown>;

/**
 * A record's multipart body (spec: empty or null fields are omitted). On an edit, a field that had a
 * value and is now empty is sent empty, so the server clears it.
 */
export function toFormData(values: Values, image: File | null, initial?: Values): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    const empty = value === null || value === undefined || value === "";
    if (!empty) form.set(key, String(value));
    else if (initial && initial[key] !== null && initial[key] !== undefined && initial[key] !== "") form.set(key, "");
  }
  if (image) form.set("image", image);
  return form;
}

/** Shows the server's field messages under the matching fields; true when any matched. */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.errors)) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: "server", message });
      shown = true;
    }
  }
  return shown;
}

/**
 * A form's values for its inputs: null and undefined become "" (inputs are never uncontrolled), and a
 * day (YYYY-MM-DD) is shown as the date fields take it, DD-MM-YYYY.
 */
export function formValues<T extends object>(record: T, fields: readonly (keyof T & string)[]): Record<string, string> {
  const text = (value: unknown) =>
    value === null || value === undefined ? "" : typeof value === "string" && DAY.test(value) ? dayInputValue(value) : String(value);
  return Object.fromEntries(fields.map((field) => [field, text(record[field])]));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The `updatedAt` an edit form sends with its update, as the API gives it (an ISO string): the server
 * refuses the update (409) when someone saved the record after this screen loaded it.
 */
export function versionOf(record: { updatedAt?: Date | string | null } | undefined): { updatedAt?: string } {
  return record?.updatedAt ? { updatedAt: new Date(record.updatedAt).toISOString() } : {};
}

/**
 * A failed save as a toast: the server's message, else the form's fallback. When someone else saved the
 * record meanwhile, the toast stays and offers to reload it; a full reload, so the form starts again from
 * the stored values and their new `updatedAt` (a refresh would keep what was typed over the old ones).
 */
export function toastSaveError(error: unknown, fallback: string): void {
  if (isStaleRecord(error)) {
    toast.error(errorMessage(error, fallback), {
      duration: Infinity,
      action: { label: toastLabels().reload, onClick: () => window.location.reload() },
    });
  } else {
    toast.error(errorMessage(error, fallback));
  }
}
