"use client";

import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { useLeaveAfterSave } from "@/components/form/use-leave-after-save";
import { api } from "@/lib/browser/api-client";
import { toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";

/** The texts an add or edit form says, the same keys in each screen's messages. */
export type RecordSaveText = (key: "form.added" | "form.updated" | "form.addFailed" | "form.updateFailed") => string;

/**
 * Saves an Add or Edit form's record and goes back to `listPath`: an edit is PUT (its body carries the
 * version the form read), an add is POSTed with the form's Idempotency-Key. A refusal shows the
 * server's field messages (`showErrors`) and a toast. `leaving` stays true until the list shows.
 */
export function useRecordSave(listPath: string) {
  const { leaving, leave } = useLeaveAfterSave();
  const idempotencyKey = useIdempotencyKey();
  async function save({
    edit,
    path,
    body,
    text,
    showErrors,
  }: {
    edit: boolean;
    path: string;
    body: object;
    text: RecordSaveText;
    showErrors: (error: unknown) => void;
  }) {
    try {
      if (edit) await api(path, { method: "PUT", body });
      else await api(path, { method: "POST", body, idempotencyKey });
      toast.success(text(edit ? "form.updated" : "form.added"));
      leave(listPath);
    } catch (error) {
      showErrors(error);
      toastSaveError(error, text(edit ? "form.updateFailed" : "form.addFailed"));
    }
  }
  return { leaving, save };
}
