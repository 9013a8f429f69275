"use client";

import type * as React from "react";
import { useTranslations } from "next-intl";
import { maskDayInput } from "@/lib/day-input";
import { FormField } from "./form-field";

/**
 * A day, typed as DD-MM-YYYY whatever the browser's locale (its own date input would show mm/dd/yyyy
 * on many machines): digits are grouped as they are typed, and the form's schema turns the day into
 * YYYY-MM-DD. Spread react-hook-form's `register(name)` into it.
 */
export function DateField({ onChange, ...props }: Omit<React.ComponentProps<typeof FormField>, "type" | "inputMode">) {
  const t = useTranslations("common");
  return (
    <FormField
      type="text"
      inputMode="numeric"
      placeholder={t("datePlaceholder")}
      autoComplete="off"
      maxLength={10}
      {...props}
      onChange={(event) => {
        const masked = maskDayInput(event.target.value);
        if (masked !== event.target.value) event.target.value = masked;
        return onChange?.(event);
      }}
    />
  );
}
