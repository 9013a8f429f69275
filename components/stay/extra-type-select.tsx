"use client";

import type { ChangeEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField } from "@/components/form/select-field";
import type { ExtraChoice } from "./extras-buttons";

/**
 * The charge type of an extra or a one-off charge; spread `register("typeId")` into it. Choosing a type
 * calls `onChoose` with it, so the form can offer the type's amount until the admin types another.
 */
export function ExtraTypeSelect({
  label,
  placeholder,
  types,
  optionLabel,
  onChoose,
  error,
  ...registration
}: UseFormRegisterReturn & {
  label: string;
  placeholder: string;
  types: ExtraChoice[];
  optionLabel: (type: ExtraChoice) => string;
  onChoose: (type: ExtraChoice) => void;
  error?: string;
}) {
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = types.find((type) => type._id === event.target.value);
    if (chosen) onChoose(chosen);
    return registration.onChange(event);
  };
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={types.map((type) => ({ value: type._id, label: optionLabel(type) }))}
      required
      {...registration}
      onChange={onChange}
      error={error}
    />
  );
}
