"use client";

import { useMemo, type FormEventHandler, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { SubmitButton } from "@/components/form/submit-button";
import { accountsApi, type AccountChange } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";
import type { changeEmailSchema, changePasswordSchema } from "@/lib/validations/auth";

// One's own password and e-mail, changed on Profile with the current password (docs/accounts.md). The server's
// field messages ("Enter your current password.", "The current password is wrong.") land on the fields.
// A change of one's own password or e-mail ends one's other sessions; the answer renews this browser's
// session cookie, so the screen stays signed in.

type PasswordSchema = ReturnType<typeof changePasswordSchema>;
type EmailSchema = ReturnType<typeof changeEmailSchema>;

/**
 * One change of one's own account: sent with the fields' values; saved, the fields empty and a toast
 * says so; refused, the server's messages show under `fields`, or else a toast.
 */
function useAccountChange<Input extends FieldValues, Output>({
  adminId,
  resolver,
  defaultValues,
  body,
  fields,
  done,
  failed,
  afterSave,
}: {
  adminId: string;
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  body: (values: Output) => AccountChange;
  fields: readonly Path<Input>[];
  done: string;
  failed: string;
  afterSave?: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver, mode: "onTouched", defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await accountsApi.update(adminId, body(values));
      reset();
      toast.success(done);
      afterSave?.();
    } catch (error) {
      if (!showServerErrors(error, setError, fields)) toastSaveError(error, failed);
    }
  });
  return { register, errors, isSubmitting, onSubmit };
}

/** A change's form, named by its section's title, with Save under its fields. */
function AccountChangeForm({
  titleId,
  onSubmit,
  pending,
  submit,
  saving,
  children,
}: {
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submit: string;
  saving: string;
  children: ReactNode;
}) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={titleId}>
      {children}
      <div className="flex justify-end">
        <SubmitButton pending={pending} label={submit} pendingLabel={saving} />
      </div>
    </form>
  );
}

/** The current password, which each change of one's own account asks for. */
function CurrentPasswordField({ label, error, ...registration }: UseFormRegisterReturn & { label: string; error?: string }) {
  return <FormField label={label} type="password" autoComplete="current-password" {...registration} error={error} />;
}

/** "Change password": the current one, the new one twice. */
export function ChangePasswordForm({ adminId }: { adminId: string }) {
  const t = useTranslations("profile.changePassword");
  const checks = useMemo(
    () => resolverOnDemand(() => import("@/lib/validations/auth").then((module) => module.changePasswordSchema(t("mismatch")))),
    [t],
  );
  const { register, errors, isSubmitting, onSubmit } = useAccountChange<z.input<PasswordSchema>, z.output<PasswordSchema>>({
    adminId,
    resolver: checks,
    defaultValues: { currentPassword: "", password: "", confirm: "" },
    body: ({ currentPassword, password }) => ({ password, currentPassword }),
    fields: ["currentPassword", "password"],
    done: t("done"),
    failed: t("failed"),
  });

  return (
    <AccountChangeForm titleId="change-password-title" onSubmit={onSubmit} pending={isSubmitting} submit={t("submit")} saving={t("saving")}>
      <CurrentPasswordField label={t("current")} {...register("currentPassword")} error={errors.currentPassword?.message} />
      <FormField
        label={t("new")}
        type="password"
        autoComplete="new-password"
        description={t("hint")}
        {...register("password")}
        error={errors.password?.message}
      />
      <FormField
        label={t("confirm")}
        type="password"
        autoComplete="new-password"
        {...register("confirm")}
        error={errors.confirm?.message}
      />
    </AccountChangeForm>
  );
}

/** "Change email": the new address and the current password. */
export function ChangeEmailForm({ adminId, email }: { adminId: string; email: string }) {
  const t = useTranslations("profile.changeEmail");
  const router = useRouter();
  const checks = useMemo(
    () => resolverOnDemand(() => import("@/lib/validations/auth").then((module) => module.changeEmailSchema(email, t("same")))),
    [t, email],
  );
  const { register, errors, isSubmitting, onSubmit } = useAccountChange<z.input<EmailSchema>, z.output<EmailSchema>>({
    adminId,
    resolver: checks,
    defaultValues: { email: "", currentPassword: "" },
    body: (values) => values,
    fields: ["email", "currentPassword"],
    done: t("done"),
    failed: t("failed"),
    // The profile shows the new address.
    afterSave: () => router.refresh(),
  });

  return (
    <AccountChangeForm titleId="change-email-title" onSubmit={onSubmit} pending={isSubmitting} submit={t("submit")} saving={t("saving")}>
      <FormField
        label={t("new")}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        description={t("hint")}
        {...register("email")}
        error={errors.email?.message}
      />
      <CurrentPasswordField label={t("current")} {...register("currentPassword")} error={errors.currentPassword?.message} />
    </AccountChangeForm>
  );
}
