"use client";

import type { FormEventHandler, ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { SubmitButton } from "@/components/form/submit-button";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";
import { cn } from "@/lib/utils";
import { saveSettings } from "./save-settings";

/**
 * The form of one part of the settings, checked as the admin types. Saving sends `change(values)`: a
 * toast says `saved` and the screen shows the new values; refused, the fields named in `fields` show the
 * server's messages, or else a toast says why.
 */
export function useSettingsForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
  saved,
  change,
}: {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<NoInfer<Input>>;
  fields: readonly string[];
  saved: string;
  change: (values: Output) => Parameters<typeof saveSettings>[0];
}) {
  const t = useTranslations("settings");
  const router = useRouter();
  const form = useForm<Input, unknown, Output>({ resolver, mode: "onTouched", defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveSettings(change(values));
      toast.success(saved);
      router.refresh();
    } catch (error) {
      if (!showServerErrors(error, form.setError, fields)) toastSaveError(error, t("failed"));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return { register: form.register, control: form.control, onSubmit, errors, isSubmitting };
}

/** A settings section's form: its fields, off when read-only (all but owners), `after` them, and Save for an owner. */
export function SettingsForm({
  titleId,
  readOnly,
  pending,
  onSubmit,
  fieldsClassName,
  after,
  children,
}: {
  /** The id of the section's title, which names the form. */
  titleId: string;
  readOnly: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  fieldsClassName?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("settings");
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={titleId}>
      <fieldset disabled={readOnly} className={cn("grid gap-4", fieldsClassName)}>
        {children}
      </fieldset>
      {after}
      {readOnly ? null : (
        <div className="flex justify-end">
          <SubmitButton pending={pending} label={t("save")} pendingLabel={t("saving")} />
        </div>
      )}
    </form>
  );
}
