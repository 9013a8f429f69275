"use client";

import * as React from "react";
import { FieldNotes } from "./form-field";
import { cn } from "@/lib/utils";
import type { Option } from "./select-field";

interface CheckboxGroupFieldProps {
  /** The group's caption, rendered as the fieldset's legend. */
  label: React.ReactNode;
  /** The form field's name, given to every checkbox. */
  name: string;
  options: readonly Option[];
  /** The values currently ticked. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  description?: React.ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled group of checkboxes whose value is the list of ticked options, kept in the options' order.
 * Use it with react-hook-form's `Controller` (`value`, `onChange`, `onBlur` of the field).
 */
export function CheckboxGroupField({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  description,
  disabled,
  className,
}: CheckboxGroupFieldProps) {
  const groupId = React.useId();
  const descriptionId = `${groupId}-description`;
  const errorId = `${groupId}-error`;
  const describedBy = [description && !error ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");

  function toggle(option: string, checked: boolean) {
    const ticked = new Set(value);
    if (checked) ticked.add(option);
    else ticked.delete(option);
    onChange(options.map((entry) => entry.value).filter((entry) => ticked.has(entry)));
  }

  return (
    <fieldset
      className={cn("grid gap-2", className)}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-1.5 text-sm font-medium leading-none">{label}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {options.map((option) => {
          const id = `${groupId}-${option.value.replace(/\W+/g, "-")}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                id={id}
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={option.disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
                className="h-4 w-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldNotes description={description} descriptionId={descriptionId} error={error} errorId={errorId} />
    </fieldset>
  );
}
