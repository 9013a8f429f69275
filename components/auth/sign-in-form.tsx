"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/browser/toast";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { apiOnClick, failureText } from "@/lib/browser/api-on-click";
import { emailProblem, passwordProblem } from "@/lib/validations/auth-rules";
import { AuthSubmitButton, EmailField } from "./auth-fields";
import { takeSignUpEmail, useAuthForm } from "./use-auth-form";

interface LoginResponse {
  message: string;
  user: { _id: string; username: string; email: string; role: string };
}

export function SignInForm() {
  const t = useTranslations("auth");
  const router = useRouter();
  // Stays true after a successful login until the next screen has loaded.
  const [redirecting, setRedirecting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { field, errors, handleSubmit, isSubmitting, setValue } = useAuthForm({ email: "", password: "" }, (values) => ({
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
  }));

  // After sign-up the e-mail is filled in and the password is what is left to type; read once mounted,
  // as the server's render cannot know it.
  useEffect(() => {
    const email = takeSignUpEmail();
    if (!email) return;
    setValue("email", email);
    form.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  }, [setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await apiOnClick<LoginResponse>("/auth/login", {
        method: "POST",
        body: values,
        redirectOnUnauthorized: false,
      });
      setRedirecting(true);
      toast.success(t("signIn.success"));
      // The session cookie was just set: navigate so the server renders the next screen with it.
      router.replace(user.role === "admin" ? "/" : "/login");
      router.refresh();
    } catch (error) {
      toast.error(await failureText(error, t("signIn.failed")));
    }
  });

  const busy = isSubmitting || redirecting;

  return (
    <form ref={form} method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField error={errors.email} {...field("email")} />
      <FormField
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        placeholder={t("fields.passwordPlaceholder")}
        error={errors.password}
        {...field("password")}
      />
      <div className="-mt-1 flex justify-end">
        <a href="/forget-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("signIn.forgotPassword")}
        </a>
      </div>
      <AuthSubmitButton busy={busy} label={t("signIn.submit")} busyLabel={t("waiting")} />
    </form>
  );
}
