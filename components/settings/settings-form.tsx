"use client";

import type { FormEventHandler, ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { SubmitButton } from "@/components/form/submit-button";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";
import { cn } from "@/lib/utils";
import { saveSettings } from "./save-settings";

/**
 * Saves one part of the settings: a toast says `saved` and the screen shows the new values; refused,
 * the fields named in `fields` show the server's messages, or else a toast says why.
 */
export function useSaveSettings<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[], saved: string) {
  const t = useTranslations("settings");
  const router = useRouter();
  return async (change: Parameters<typeof saveSettings>[0]) => {
    try {
      await saveSettings(change);
      toast.success(saved);
      router.refresh();
    } catch (error) {
      if (!showServerErrors(error, setError, fields)) toastSaveError(error, t("failed"));
    }
  };
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
