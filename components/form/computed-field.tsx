import type * as React from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { Field } from "./form-field";

interface ComputedFieldProps {
  label: React.ReactNode;
  /** The value as shown, e.g. 'PKR 12,500'. */
  value: string;
  description?: React.ReactNode;
  className?: string;
  /** Emphasise the value (e.g. a total). */
  strong?: boolean;
}

/**
 * A read-only, labelled value that the server works out (a total, a status) shown among a form's
 * fields. It is not registered with the form and never submitted.
 */
export function ComputedField({ label, value, description, className, strong = false }: ComputedFieldProps) {
  return (
    <Field label={label} description={description} className={className}>
      {(control) => (
        <Input
          {...control}
          readOnly
          value={value}
          className={cn("cursor-default bg-muted focus-visible:ring-0", strong && "font-semibold")}
        />
      )}
    </Field>
  );
}
