"use client";

import type { ComponentProps } from "react";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { pressWithoutBlur } from "@/components/form/press-without-blur";
import { cn } from "@/lib/utils";

// The pieces the sign-in screens' forms share: the e-mail and new password fields, the big submit button
// (the way back to sign-in is ./back-to-sign-in.tsx: the sign-in screen itself, the first a phone loads, has none).

type FieldProps = Omit<ComponentProps<typeof FormField>, "label">;

/** The e-mail field; spread `field("email")` into it. */
export function EmailField(props: FieldProps) {
  const t = useTranslations("auth");
  return (
    <FormField
      label={t("fields.email")}
      type="email"
      dir="ltr"
      autoComplete="email"
      inputMode="email"
      placeholder={t("fields.emailPlaceholder")}
      {...props}
    />
  );
}

/** A new password, with the rule it must meet under it; spread `field("password")` into it. */
export function NewPasswordField({ label, ...props }: FieldProps & { label: string }) {
  const t = useTranslations("auth");
  return <FormField label={label} type="password" autoComplete="new-password" description={t("fields.passwordHint")} {...props} />;
}

/** The form's full-width submit button, with a spinner and `busyLabel` while `busy`. */
export function AuthSubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      className={cn("w-full", className)}
      disabled={disabled ?? busy}
      aria-busy={busy}
      onMouseDown={pressWithoutBlur}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}
