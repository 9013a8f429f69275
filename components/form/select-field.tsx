"use client";

import * as React from "react";
import { cn } from "@/lib/utils";
import { Field } from "./form-field";

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps extends Omit<React.ComponentProps<"select">, "children"> {
  label: React.ReactNode;
  options: readonly Option[];
  /** The empty first choice, e.g. 'Select gender'. */
  placeholder?: string;
  error?: string;
  description?: React.ReactNode;
}

/** A labelled native select (works well on phones); spread react-hook-form's `register(name)` into it. */
export function SelectField({ label, options, placeholder, error, description, className, id, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} error={error} description={description} id={id} className={className} required={selectProps.required}>
      {(control) => (
        <select
          {...selectProps}
          {...control}
          className="flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm"
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Options from a value list, labelled by a function (default: the value itself). */
export function optionsOf(values: readonly string[], label: (value: string) => string = (value) => value): Option[] {
  return values.map((value) => ({ value, label: label(value) }));
}

interface TextareaFieldProps extends React.ComponentProps<"textarea"> {
  label: React.ReactNode;
  error?: string;
  description?: React.ReactNode;
}

export function TextareaField({ label, error, description, className, id, ...textareaProps }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} description={description} id={id} className={className} required={textareaProps.required}>
      {(control) => (
        <textarea
          rows={3}
          {...textareaProps}
          {...control}
          className={cn(
            "flex w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive md:text-sm",
          )}
        />
      )}
    </Field>
  );
}
