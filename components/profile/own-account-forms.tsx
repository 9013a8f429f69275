"use client";

import { useMemo } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { SubmitButton } from "@/components/form/submit-button";
import { accountsApi } from "@/lib/api-client";
import { showServerErrors, toastSaveError } from "@/lib/form-submit";
import { toast } from "@/lib/toast";
import { emailField, passwordField } from "@/lib/validations/auth";

// One's own password and e-mail, changed on Profile with the current password (docs/accounts.md). The server's
// field messages ("Enter your current password.", "The current password is wrong.") land on the fields.
// A change of one's own password or e-mail ends one's other sessions; the answer renews this browser's
// session cookie, so the screen stays signed in.

/** The current password as typed: the server compares it, so the form only asks that it is there. */
const currentPasswordField = z.string().min(1, "Enter your current password.");

/** "Change password": the current one, the new one twice. */
export function ChangePasswordForm({ adminId }: { adminId: string }) {
  const t = useTranslations("profile.changePassword");
  const schema = useMemo(
    () =>
      z
        .object({ currentPassword: currentPasswordField, password: passwordField, confirm: z.string() })
        .refine((values) => values.password === values.confirm, { path: ["confirm"], message: t("mismatch") }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { currentPassword: "", password: "", confirm: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await accountsApi.update(adminId, { password, currentPassword });
      reset();
      toast.success(t("done"));
    } catch (error) {
      if (!showServerErrors(error, setError, ["currentPassword", "password"])) toastSaveError(error, t("failed"));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="change-password-title">
      <FormField label={t("current")} type="password" autoComplete="current-password" {...register("currentPassword")} error={errors.currentPassword?.message} />
      <FormField label={t("new")} type="password" autoComplete="new-password" description={t("hint")} {...register("password")} error={errors.password?.message} />
      <FormField label={t("confirm")} type="password" autoComplete="new-password" {...register("confirm")} error={errors.confirm?.message} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting} label={t("submit")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}

/** "Change email": the new address and the current password. */
export function ChangeEmailForm({ adminId, email }: { adminId: string; email: string }) {
  const t = useTranslations("profile.changeEmail");
  const router = useRouter();
  const schema = useMemo(
    () =>
      z
        .object({ email: emailField, currentPassword: currentPasswordField })
        .refine((values) => values.email !== email.toLowerCase(), { path: ["email"], message: t("same") }),
    [t, email],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { email: "", currentPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await accountsApi.update(adminId, values);
      reset();
      toast.success(t("done"));
      // The profile shows the new address.
      router.refresh();
    } catch (error) {
      if (!showServerErrors(error, setError, ["email", "currentPassword"])) toastSaveError(error, t("failed"));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="change-email-title">
      <FormField label={t("new")} type="email" dir="ltr" inputMode="email" autoComplete="email" description={t("hint")} {...register("email")} error={errors.email?.message} />
      <FormField label={t("current")} type="password" autoComplete="current-password" {...register("currentPassword")} error={errors.currentPassword?.message} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting} label={t("submit")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}
