"use client";

import * as React from "react";
import { Dialog as SheetPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

// A modal panel sliding in from the start edge (the left; the right in Urdu, right to left): radix
// Dialog gives the focus trap, Escape, click-outside dismissal and focus return to the trigger.

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

interface SheetContentProps extends React.ComponentProps<typeof SheetPrimitive.Content> {
  /** Accessible name of the close button. */
  closeLabel?: string;
}

export function SheetContent({ className, children, closeLabel, ...props }: SheetContentProps) {
  const t = useTranslations("common");
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <SheetPrimitive.Content
        className={cn(
          "fixed inset-y-0 start-0 z-50 flex h-full w-72 max-w-[85vw] flex-col border-e bg-card shadow-xl outline-none transition-transform duration-200 ease-out starting:-translate-x-full rtl:starting:translate-x-full motion-reduce:transition-none",
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className="absolute end-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-md opacity-80 hover:bg-muted hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <X className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{closeLabel ?? t("close")}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1 border-b p-4 pe-14", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn("text-base font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
