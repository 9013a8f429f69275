"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { SettingsForm, useSettingsForm } from "./settings-form";
import type { SettingsValues } from "./types";

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.registerSettingsFormSchema));
const FIELDS = ["register.reportWithinHours", "register.policeStation", "register.keepIdPicturesMonths"] as const;

/**
 * The police register's settings (docs/register.md, "Settings"): the hours a report is due within, the
 * hostel's police station and how long ID pictures are kept after a resident leaves. Read-only for all but owners.
 */
export function RegisterSettingsForm({ register: saved, readOnly }: { register: SettingsValues["register"]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const { register, onSubmit, errors, isSubmitting } = useSettingsForm({
    resolver: checks,
    defaultValues: {
      register: {
        reportWithinHours: String(saved.reportWithinHours),
        policeStation: saved.policeStation,
        keepIdPicturesMonths: String(saved.keepIdPicturesMonths),
      },
    },
    fields: FIELDS,
    saved: t("register.saved"),
    change: ({ register: change }) => ({ register: change }),
  });

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
