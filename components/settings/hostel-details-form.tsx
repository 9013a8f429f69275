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
import type { hostelDetailsFormSchema } from "@/lib/validations/settings";
import { saveSettings } from "./save-settings";
import type { SettingsValues } from "./types";

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.hostelDetailsFormSchema));
const FIELDS = ["hostel.name", "hostel.address", "hostel.phone", "hostel.ownerName"] as const;

/** The hostel's name, address, phone and owner, printed at the head of receipts and reports. Read-only for all but owners. */
export function HostelDetailsForm({ hostel, readOnly }: { hostel: SettingsValues["hostel"]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof hostelDetailsFormSchema>, unknown, z.output<typeof hostelDetailsFormSchema>>({ resolver: checks, mode: "onTouched", defaultValues: { hostel } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveSettings(values);
      toast.success(t("hostel.saved"));
      router.refresh();
    } catch (error) {
      if (!showServerErrors(error, setError, FIELDS)) toastSaveError(error, t("failed"));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="settings-hostel-title">
      <fieldset disabled={readOnly} className="grid gap-4 md:grid-cols-2">
        <FormField label={t("hostel.name")} required dir="auto" autoComplete="organization" {...register("hostel.name")} error={errors.hostel?.name?.message} />
        <FormField label={t("hostel.ownerName")} dir="auto" autoComplete="off" {...register("hostel.ownerName")} error={errors.hostel?.ownerName?.message} />
        <FormField label={t("hostel.address")} dir="auto" autoComplete="street-address" className="md:col-span-2" {...register("hostel.address")} error={errors.hostel?.address?.message} />
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
      </fieldset>
      {readOnly ? null : (
        <div className="flex justify-end">
          <SubmitButton pending={isSubmitting} label={t("save")} pendingLabel={t("saving")} />
        </div>
      )}
    </form>
  );
}
