"use client";

import type * as React from "react";
import { FormField } from "./form-field";

/**
 * A rupee amount, typed on the digit keypad. A text input, not a number input: what was typed
 * ("15,000", or a slip like "5OOO") reaches validation as typed, where a number input would hand over
 * an empty value, read as "no amount".
 */
export function MoneyField(props: Omit<React.ComponentProps<typeof FormField>, "type" | "inputMode">) {
  return <FormField type="text" inputMode="numeric" autoComplete="off" {...props} />;
}
