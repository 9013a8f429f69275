import * as React from "react";
import { cn } from "@/lib/utils";

// The classes of a button (or of a link styled as one), by variant and size; what class-variance-authority
// gave, without shipping it: the base, the variant's, the size's, then `className`, joined.
const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer";

const variants = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  outline: "border border-input bg-card hover:bg-muted",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-muted",
  link: "text-primary underline-offset-4 hover:underline",
};

const sizes = {
  default: "h-10 px-4 py-2",
  sm: "h-9 rounded-md px-3",
  lg: "h-11 rounded-md px-8",
  icon: "h-10 w-10",
};

/** A variant and a size (null: none of that kind), the defaults when left out. */
export interface ButtonVariantProps {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

/** The classes of a button; `className` is appended as given (no merging: a `Button` merges). */
export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}): string {
  return [base, variant === null ? "" : variants[variant ?? "default"], size === null ? "" : sizes[size ?? "default"], className]
    .filter(Boolean)
    .join(" ");
}

// A link styled as a button takes `buttonVariants` (no `asChild` slot: radix's Slot would ship on every screen).
export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
