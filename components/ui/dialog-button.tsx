"use client";

import { useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

/** What a controlled dialog is given by the button that opens it. */
export interface DialogOpenState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A button that opens a dialog. The dialog renders from its first opening on, so a lazy dialog's code
 * (React.lazy) is fetched then, not with the page.
 */
export function DialogButton({
  dialog,
  ...props
}: Omit<ButtonProps, "type" | "onClick"> & { dialog: (state: DialogOpenState) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} {...props} />
      <OnDemand open={open}>{dialog({ open, onOpenChange: setOpen })}</OnDemand>
    </>
  );
}
