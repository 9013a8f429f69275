"use client";

import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import type { registerSettingsFormSchema } from "@/lib/validations/settings";
import { SettingsForm, useSaveSettings } from "./settings-form";
import type { SettingsValues } from "./types";

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.registerSettingsFormSchema));
const FIELDS = ["register.reportWithinHours", "register.policeStation", "register.keepIdPicturesMonths"] as const;

/**
 * The police register's settings (docs/register.md, "Settings"): the hours a report is due within, the
 * hostel's police station and how long ID pictures are kept after a resident leaves. Read-only for all but owners.
 */
export function RegisterSettingsForm({ register: saved, readOnly }: { register: SettingsValues["register"]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registerSettingsFormSchema>, unknown, z.output<typeof registerSettingsFormSchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: {
      register: {
        reportWithinHours: String(saved.reportWithinHours),
        policeStation: saved.policeStation,
        keepIdPicturesMonths: String(saved.keepIdPicturesMonths),
      },
    },
  });

  const save = useSaveSettings(setError, FIELDS, t("register.saved"));
  const onSubmit = handleSubmit(({ register: change }) => save({ register: change }));

  const number = { type: "text", inputMode: "numeric", autoComplete: "off", required: true } as const;
  return (
    <SettingsForm
      titleId="settings-register-title"
      readOnly={readOnly}
      pending={isSubmitting}
      onSubmit={onSubmit}
      fieldsClassName="md:grid-cols-3"
    >
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
    </SettingsForm>
  );
}
