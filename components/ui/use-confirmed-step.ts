"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";

// Apart from confirm-dialog.tsx: a list's delete button uses the dialog, and the API client this pulls in
// is not for the lists' first load (docs/benchmarks.md, first-load JS).

/**
 * A ConfirmDialog's open and busy state, and `confirm`: it runs the step with the dialog locked; done,
 * the dialog closes, `afterDone` runs, a toast says `done(result)` and the screen shows the new data;
 * refused, a toast says why (the server's reason, else `failed`).
 */
export function useConfirmedStep() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm<T>(step: () => Promise<T>, texts: { done: (result: T) => string; failed: string }, afterDone?: () => void) {
    setBusy(true);
    try {
      const result = await step();
      setOpen(false);
      afterDone?.();
      toast.success(texts.done(result));
      router.refresh();
    } catch (error) {
      toastSaveError(error, texts.failed);
    } finally {
      setBusy(false);
    }
  }
  return { open, setOpen, busy, confirm };
}
