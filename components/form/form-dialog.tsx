"use client";

import { useState, type ReactNode } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
export function FormDialogFooter({ cancelLabel, onCancel, pending, label, pendingLabel }: { cancelLabel: string; onCancel: () => void; pending: boolean; label: string; pendingLabel?: string }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
    </DialogFooter>
  );
}
