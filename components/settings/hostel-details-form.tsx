"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { SettingsForm, useSettingsForm } from "./settings-form";
import type { SettingsValues } from "./types";

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.hostelDetailsFormSchema));
const FIELDS = ["hostel.name", "hostel.address", "hostel.phone", "hostel.ownerName"] as const;

/** The hostel's name, address, phone and owner, printed at the head of receipts and reports. Read-only for all but owners. */
export function HostelDetailsForm({ hostel, readOnly }: { hostel: SettingsValues["hostel"]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const { register, onSubmit, errors, isSubmitting } = useSettingsForm({
    resolver: checks,
    defaultValues: { hostel },
    fields: FIELDS,
    saved: t("hostel.saved"),
    change: (values) => values,
  });

  return (
    <SettingsForm
      titleId="settings-hostel-title"
      readOnly={readOnly}
      pending={isSubmitting}
      onSubmit={onSubmit}
      fieldsClassName="md:grid-cols-2"
    >
      <FormField
        label={t("hostel.name")}
        required
        dir="auto"
        autoComplete="organization"
        {...register("hostel.name")}
        error={errors.hostel?.name?.message}
      />
      <FormField
        label={t("hostel.ownerName")}
        dir="auto"
        autoComplete="off"
        {...register("hostel.ownerName")}
        error={errors.hostel?.ownerName?.message}
      />
      <FormField
        label={t("hostel.address")}
        dir="auto"
        autoComplete="street-address"
        className="md:col-span-2"
        {...register("hostel.address")}
        error={errors.hostel?.address?.message}
      />
      <FormField
        label={t("hostel.phone")}
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        description={t("hostel.phoneHint")}
        {...register("hostel.phone")}
        error={errors.hostel?.phone?.message}
      />
    </SettingsForm>
  );
}
