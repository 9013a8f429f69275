"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/form/form-message";
import { api, errorMessage } from "@/lib/browser/api-client";
import { emailProblem } from "@/lib/validations/auth-rules";
import { AuthSubmitButton, EmailField } from "./auth-fields";
import { BackToSignInLink } from "./back-to-sign-in";
import { useAuthForm } from "./use-auth-form";

type Outcome = { tone: "success" | "error"; message: string };

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const tc = useTranslations("common");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { field, errors, handleSubmit, isSubmitting, reset } = useAuthForm({ email: "" }, (values) => ({
    email: emailProblem(values.email),
  }));

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
      <EmailField error={errors.email} {...field("email")} />
      <AuthSubmitButton busy={isSubmitting} label={t("forgot.submit")} busyLabel={t("forgot.sending")} />
      <BackToSignInLink />
    </form>
  );
}
