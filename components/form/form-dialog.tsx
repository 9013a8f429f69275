"use client";

import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";
import { cn } from "@/lib/utils";

/** What a dialog's form is given: tell the dialog it is saving (it then cannot be closed), and close it. */
export interface FormDialogControls {
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}

/**
 * A dialog around one form: the form is mounted per opening (fresh values, a new Idempotency-Key each
 * time) and the dialog cannot be closed while the form saves.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children: (controls: FormDialogControls) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className={cn("max-h-[calc(100dvh-2rem)] overflow-y-auto", className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children({ onBusy: setBusy, onDone: () => onOpenChange(false) }) : null}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog form's Cancel and submit buttons; Cancel is off while the form saves. */
export function FormDialogFooter({
  cancelLabel,
  onCancel,
  pending,
  label,
  pendingLabel,
}: {
  cancelLabel: string;
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel?: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
    </DialogFooter>
  );
}

interface SubmitTexts<T> {
  /** The toast once saved, and what it adds under it (from the server's answer). */
  done: string;
  description?: (result: T) => string;
  /** The toast when refused or not sent. */
  failed: string;
  /** Shows the server's field messages under the fields; returns whether it showed any. */
  showErrors?: (error: unknown) => boolean;
  /** No `failed` toast when the field messages say it. */
  quietWhenShown?: boolean;
}

/**
 * Sends a dialog's form: the dialog cannot be closed until the answer; then it closes, a toast says
 * it was done and the screen shows the new data; or the fields show the server's messages and a toast
 * says it failed.
 */
export function useDialogSubmit({ onBusy, onDone }: FormDialogControls) {
  const router = useRouter();
  return async function submit<T>(
    request: () => Promise<T>,
    { done, description, failed, showErrors, quietWhenShown = false }: SubmitTexts<T>,
  ) {
    onBusy(true);
    try {
      const result = await request();
      onBusy(false);
      onDone();
      toast.success(done, description ? { description: description(result) } : undefined);
      router.refresh();
    } catch (error) {
      onBusy(false);
      const shown = showErrors?.(error) ?? false;
      if (!(quietWhenShown && shown)) toastSaveError(error, failed);
    }
  };
}
