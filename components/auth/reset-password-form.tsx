"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/form/form-message";
import { api, errorMessage } from "@/lib/browser/api-client";
import { passwordProblem } from "@/lib/validations/auth-rules";
import { AuthSubmitButton, NewPasswordField } from "./auth-fields";
import { BackToSignInLink } from "./back-to-sign-in";
import { useAuthForm } from "./use-auth-form";

/** After a successful reset the screen leaves for the sign-in page after 5 seconds: long enough to read the message. */
const REDIRECT_AFTER_RESET_MS = 5000;

type Outcome = { tone: "success" | "error"; message: string };

interface ResetPasswordFormProps {
  token: string;
}

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const t = useTranslations("auth");
  const tc = useTranslations("common");
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { field, errors, handleSubmit, isSubmitting, reset } = useAuthForm({ password: "" }, (values) => ({
    password: passwordProblem(values.password),
  }));

  const done = outcome?.tone === "success";

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => router.replace("/login"), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [done, router]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const data = await api<{ message?: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, {
        method: "POST",
        body: values,
        redirectOnUnauthorized: false,
      });
      setOutcome({ tone: "success", message: data.message || t("reset.done") });
      reset();
    } catch (error) {
      setOutcome({ tone: "error", message: errorMessage(error, tc("somethingWentWrong")) });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormMessage tone={outcome?.tone ?? "success"} message={outcome?.message} />
      {done ? <p className="-mt-2 text-sm text-muted-foreground">{t("reset.redirecting")}</p> : null}
      {outcome?.tone === "error" ? (
        <p className="-mt-2 text-sm">
          <a href="/forget-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("reset.requestNewLink")}
          </a>
        </p>
      ) : null}
      <NewPasswordField label={t("reset.newPassword")} disabled={done} error={errors.password} {...field("password")} />
      <AuthSubmitButton busy={isSubmitting} disabled={isSubmitting || done} label={t("reset.submit")} busyLabel={t("reset.updating")} />
      <BackToSignInLink />
    </form>
  );
}
