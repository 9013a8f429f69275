"use client";

import { lazy } from "react";
import type { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";
import { OnDemand } from "./on-demand";

// A dialog's code (radix: focus trap, Escape, portal) is fetched when it first opens, not with the page:
// every dialog of the panel is controlled (`open`), so nothing of it shows before. Focus stays on the
// button that opened it until the dialog, once loaded, takes it.
const parts = () => import("./dialog-parts");
const Root = lazy(() => parts().then((module) => ({ default: module.Dialog })));
export const DialogContent = lazy(() => parts().then((module) => ({ default: module.DialogContent })));
export const DialogTitle = lazy(() => parts().then((module) => ({ default: module.DialogTitle })));
export const DialogDescription = lazy(() => parts().then((module) => ({ default: module.DialogDescription })));
export const DialogClose = lazy(() => parts().then((module) => ({ default: module.DialogClose })));

type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root> & { open: boolean };

export function Dialog({ open, ...props }: DialogProps) {
  return (
    <OnDemand open={open}>
      <Root open={open} {...props} />
    </OnDemand>
  );
}

export function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1.5 text-center sm:text-start", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
