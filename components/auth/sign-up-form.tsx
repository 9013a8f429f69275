"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/browser/toast";
import { FormField } from "@/components/form/form-field";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { api, errorMessage } from "@/lib/browser/api-client";
import { emailProblem, passwordProblem, usernameProblem } from "@/lib/validations/auth-rules";
import { AuthSubmitButton, EmailField, NewPasswordField } from "./auth-fields";
import { rememberSignUpEmail, useAuthForm } from "./use-auth-form";

/**
 * The first administrator's sign-up. From another computer than the panel's own it also asks for the
 * setup code the panel printed when it started (`withSetupCode`, docs/accounts.md "First run").
 */
export function SignUpForm({ withSetupCode = false }: { withSetupCode?: boolean }) {
  const t = useTranslations("auth");
  const tc = useTranslations("common");
  const router = useRouter();
  const idempotencyKey = useIdempotencyKey();
  const [redirecting, setRedirecting] = useState(false);
  const { field, errors, handleSubmit, isSubmitting } = useAuthForm({ setupCode: "", username: "", email: "", password: "" }, (values) => ({
    setupCode: withSetupCode && !values.setupCode.trim() ? t("signUp.setupCodeRequired") : undefined,
    username: usernameProblem(values.username),
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
  }));

  const onSubmit = handleSubmit(async ({ setupCode, ...account }) => {
    try {
      const body = withSetupCode ? { setupCode, ...account } : account;
      await api("/auth/register", { method: "POST", body, redirectOnUnauthorized: false, idempotencyKey });
      setRedirecting(true);
      toast.success(t("signUp.success"));
      rememberSignUpEmail(account.email);
      router.replace("/Sign-in");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, tc("somethingWentWrong")));
    }
  });

  const busy = isSubmitting || redirecting;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {withSetupCode ? (
        <FormField
          label={t("signUp.setupCode")}
          dir="ltr"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-EFGH-JKMN"
          description={t("signUp.setupCodeHint")}
          error={errors.setupCode}
          {...field("setupCode")}
        />
      ) : null}
      <FormField
        label={t("fields.username")}
        autoComplete="username"
        autoCapitalize="none"
        placeholder={t("fields.usernamePlaceholder")}
        error={errors.username}
        {...field("username")}
      />
      <EmailField error={errors.email} {...field("email")} />
      <NewPasswordField label={t("fields.password")} error={errors.password} {...field("password")} />
      <AuthSubmitButton busy={busy} label={t("signUp.submit")} busyLabel={t("waiting")} className="mt-1" />
      <p className="text-center text-sm text-muted-foreground">
        {t("signUp.haveAccount")}{" "}
        <a href="/Sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("signUp.signInLink")}
        </a>
      </p>
    </form>
  );
}
