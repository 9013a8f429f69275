"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { SubmitButton } from "@/components/form/submit-button";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";
import type { registerSettingsFormSchema } from "@/lib/validations/settings";
import { saveSettings } from "./save-settings";
import type { SettingsValues } from "./types";

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.registerSettingsFormSchema));
const FIELDS = ["register.reportWithinHours", "register.policeStation", "register.keepIdPicturesMonths"] as const;

/**
 * The police register's settings (docs/register.md, "Settings"): the hours a report is due within, the
 * hostel's police station and how long ID pictures are kept after a resident leaves. Read-only for all but owners.
 */
export function RegisterSettingsForm({ register: saved, readOnly }: { register: SettingsValues["register"]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registerSettingsFormSchema>, unknown, z.output<typeof registerSettingsFormSchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: {
      register: { reportWithinHours: String(saved.reportWithinHours), policeStation: saved.policeStation, keepIdPicturesMonths: String(saved.keepIdPicturesMonths) },
    },
  });

  const onSubmit = handleSubmit(async ({ register: change }) => {
    try {
      await saveSettings({ register: change });
      toast.success(t("register.saved"));
      router.refresh();
    } catch (error) {
      if (!showServerErrors(error, setError, FIELDS)) toastSaveError(error, t("failed"));
    }
  });

  const number = { type: "text", inputMode: "numeric", autoComplete: "off", required: true } as const;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="settings-register-title">
      <fieldset disabled={readOnly} className="grid gap-4 md:grid-cols-3">
        <FormField
          label={t("register.reportWithinHours")}
          {...number}
          description={t("register.reportWithinHoursHint")}
          {...register("register.reportWithinHours")}
          error={errors.register?.reportWithinHours?.message}
        />
        <FormField
          label={t("register.policeStation")}
          maxLength={100}
          autoComplete="off"
          description={t("register.policeStationHint")}
          {...register("register.policeStation")}
          error={errors.register?.policeStation?.message}
        />
        <FormField
          label={t("register.keepIdPicturesMonths")}
          {...number}
          description={t("register.keepIdPicturesMonthsHint")}
          {...register("register.keepIdPicturesMonths")}
          error={errors.register?.keepIdPicturesMonths?.message}
        />
      </fieldset>
      {readOnly ? null : (
        <div className="flex justify-end">
          <SubmitButton pending={isSubmitting} label={t("save")} pendingLabel={t("saving")} />
        </div>
      )}
    </form>
  );
}
