"use client";

import * as React from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { useServerText } from "@/lib/i18n/server-text";
import { cn } from "@/lib/utils";

/** The attributes that tie a control to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: React.ReactNode;
  /** The validation message (English from the shared schemas or the server: shown in the page's language); shown under the control and announced. */
  error?: string;
  /** A short hint under the control. */
  description?: React.ReactNode;
  /** The control's id; generated when not given. */
  id?: string;
  className?: string;
  /** Marks the field as one the form cannot be saved without (the control itself carries `required`). */
  required?: boolean;
  /** Renders the control (input, select, textarea…) with the given accessibility attributes. */
  children: (control: FieldControlProps) => React.ReactNode;
}

/** A field's hint, or in its place the validation message (in the page's language), announced. */
export function FieldNotes({
  description,
  descriptionId,
  error,
  errorId,
}: {
  description?: React.ReactNode;
  descriptionId: string;
  error?: string;
  errorId: string;
}) {
  const serverText = useServerText();
  return (
    <>
      {description && !error ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {serverText(error)}
        </p>
      ) : null}
    </>
  );
}

/** A labelled form control with an optional hint and a validation message. */
export function Field({ label, error, description, id, className, required, children }: FieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      {/* The mark stays outside the label, so the field's name is its label alone. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={controlId}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm font-medium text-destructive">
            *
          </span>
        ) : null}
      </div>
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      <FieldNotes description={description} descriptionId={descriptionId} error={error} errorId={errorId} />
    </div>
  );
}

interface FormFieldProps extends Omit<React.ComponentProps<"input">, "children"> {
  label: React.ReactNode;
  error?: string;
  description?: React.ReactNode;
  /** Class of the wrapper; `inputClassName` styles the input itself. */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled input: spread react-hook-form's `register(name)` into it and pass the field's error message.
 * `type="password"` adds a show/hide button.
 */
export function FormField({ label, error, description, id, className, inputClassName, type, ...inputProps }: FormFieldProps) {
  return (
    <Field label={label} error={error} description={description} id={id} className={className} required={inputProps.required}>
      {(control) =>
        type === "password" ? (
          <PasswordInput {...inputProps} {...control} className={inputClassName} />
        ) : (
          <Input type={type} {...inputProps} {...control} className={inputClassName} />
        )
      }
    </Field>
  );
}
