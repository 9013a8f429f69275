"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Trash2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, errorMessage } from "@/lib/api-client";

export interface DeleteAction {
  /** The API path, e.g. `/students/delete-student/<id>`. */
  path: string;
  successMessage: string;
  failureMessage: string;
  /** The dialog's question, naming the record: "Delete booking of Ali Raza, Room 12?" */
  question: string;
  /** Where to go after deleting (a view screen); without it the current page reloads. */
  redirectTo?: string;
}

/** The delete icon with its 'Confirm Deletion' dialog; reloads the current page after a delete. */
export function DeleteButton({ action, label = "Delete", withText = false }: { action: DeleteAction; label?: string; withText?: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await api(action.path, { method: "DELETE" });
      toast.success(action.successMessage);
      setOpen(false);
      if (action.redirectTo) router.push(action.redirectTo);
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, action.failureMessage));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant={withText ? "destructive" : "ghost"}
        size={withText ? "default" : "icon"}
        aria-label={withText ? undefined : label}
        title={label}
        onClick={() => setOpen(true)}
        className={withText ? undefined : "h-10 w-10 text-destructive hover:text-destructive md:h-8 md:w-8"}
      >
        <Trash2 aria-hidden="true" />
        {withText ? label : null}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Confirm Deletion</DialogTitle>
            <DialogDescription>{action.question} This cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={busy}>
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
