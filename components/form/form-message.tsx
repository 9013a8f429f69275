"use client";

import { CircleAlert, CircleCheck } from "lucide-react";
import { useServerText } from "@/lib/i18n/server-text";
import { cn } from "@/lib/utils";

interface FormMessageProps {
  /** "error" is announced at once; "success" politely. */
  tone: "error" | "success";
  message?: string | null;
  className?: string;
}

/** A form-level message (the server's answer, shown in the page's language) above or below a form. */
export function FormMessage({ tone, message, className }: FormMessageProps) {
  const serverText = useServerText();
  if (!message) return null;
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm",
        tone === "error" ? "border-destructive/30 bg-destructive/5 text-destructive" : "border-success/30 bg-success/5 text-success",
        className,
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{serverText(message)}</p>
    </div>
  );
}
