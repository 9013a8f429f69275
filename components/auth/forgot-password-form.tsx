"use client";

import { useState } from "react";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/form/form-field";
import { FormMessage } from "@/components/form/form-message";
import { api, errorMessage } from "@/lib/browser/api-client";
import { emailProblem } from "@/lib/validations/auth-rules";
import { useAuthForm } from "./use-auth-form";

type Outcome = { tone: "success" | "error"; message: string };

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const tc = useTranslations("common");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { field, errors, handleSubmit, isSubmitting, reset } = useAuthForm({ email: "" }, (values) => ({ email: emailProblem(values.email) }));

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const data = await api<{ message?: string }>("/auth/forgot-password", {
        method: "POST",
        body: values,
        redirectOnUnauthorized: false,
      });
      setOutcome({ tone: "success", message: data.message || t("forgot.sent") });
    } catch (error) {
      setOutcome({ tone: "error", message: errorMessage(error, tc("somethingWentWrong")) });
    }
    reset();
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormMessage tone={outcome?.tone ?? "success"} message={outcome?.message} />
      <FormField
        label={t("fields.email")}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        placeholder={t("fields.emailPlaceholder")}
        error={errors.email}
        {...field("email")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? t("forgot.sending") : t("forgot.submit")}
      </Button>
      <a
        href="/Sign-in"
        className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("backToSignIn")}
      </a>
    </form>
  );
}
