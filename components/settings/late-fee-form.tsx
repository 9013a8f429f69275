"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { DateField } from "@/components/form/date-field";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { SubmitButton } from "@/components/form/submit-button";
import { dayInputValue } from "@/lib/day-input";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";
import type { lateFeeFormSchema } from "@/lib/validations/settings";
import { saveSettings } from "./save-settings";
import type { SettingsValues } from "./types";

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.lateFeeFormSchema));
const FIELDS = ["lateFee.graceDays", "lateFee.amount", "lateFee.from"] as const;

/**
 * The late fee: grace days, amount (0: off) and the first day it counts. Saved with an empty first day,
 * a fee turned on counts from that day (the server sets it). Read-only for all but owners.
 */
export function LateFeeForm({ lateFee, readOnly }: { lateFee: SettingsValues["lateFee"]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof lateFeeFormSchema>, unknown, z.output<typeof lateFeeFormSchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: { lateFee: { graceDays: String(lateFee.graceDays), amount: String(lateFee.amount), from: lateFee.from ? dayInputValue(lateFee.from) : "" } },
  });

  const onSubmit = handleSubmit(async ({ lateFee: change }) => {
    try {
      await saveSettings({ lateFee: { ...change, from: change.from ?? null } });
      toast.success(t("lateFee.saved"));
      router.refresh();
    } catch (error) {
      if (!showServerErrors(error, setError, FIELDS)) toastSaveError(error, t("failed"));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="settings-late-fee-title">
      <fieldset disabled={readOnly} className="grid gap-4 md:grid-cols-3">
        <FormField
          label={t("lateFee.graceDays")}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          description={t("lateFee.graceDaysHint")}
          {...register("lateFee.graceDays")}
          error={errors.lateFee?.graceDays?.message}
        />
        <MoneyField label={t("lateFee.amount")} required description={t("lateFee.amountHint")} {...register("lateFee.amount")} error={errors.lateFee?.amount?.message} />
        <DateField label={t("lateFee.from")} description={t("lateFee.fromHint")} {...register("lateFee.from")} error={errors.lateFee?.from?.message} />
      </fieldset>
      {readOnly ? null : (
        <div className="flex justify-end">
          <SubmitButton pending={isSubmitting} label={t("save")} pendingLabel={t("saving")} />
        </div>
      )}
    </form>
  );
}
