"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A form label. As radix's Label did (without shipping it and its Slot): a double click on the label's
 * text does not select it, while a click on a control inside the label works as usual.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      className={cn("text-sm font-medium leading-none", className)}
      onMouseDown={(event) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
