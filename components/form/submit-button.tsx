"use client";

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A form's submit button, disabled and saying so while the form is saving. */
export function SubmitButton({ pending, label, pendingLabel = "Saving..." }: { pending: boolean; label: string; pendingLabel?: string }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}
