"use client";

import { useTranslations } from "next-intl";
import { DateField } from "@/components/form/date-field";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { dayInputValue } from "@/lib/day-input";
import { SettingsForm, useSettingsForm } from "./settings-form";
import type { SettingsValues } from "./types";

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.lateFeeFormSchema));
const FIELDS = ["lateFee.graceDays", "lateFee.amount", "lateFee.from"] as const;

/**
 * The late fee: grace days, amount (0: off) and the first day it counts. Saved with an empty first day,
 * a fee turned on counts from that day (the server sets it). Read-only for all but owners.
 */
export function LateFeeForm({ lateFee, readOnly }: { lateFee: SettingsValues["lateFee"]; readOnly: boolean }) {
  const t = useTranslations("settings");
  const { register, onSubmit, errors, isSubmitting } = useSettingsForm({
    resolver: checks,
    defaultValues: {
      lateFee: {
        graceDays: String(lateFee.graceDays),
        amount: String(lateFee.amount),
        from: lateFee.from ? dayInputValue(lateFee.from) : "",
      },
    },
    fields: FIELDS,
    saved: t("lateFee.saved"),
    change: ({ lateFee: change }) => ({ lateFee: { ...change, from: change.from ?? null } }),
  });

  return (
    <SettingsForm
      titleId="settings-late-fee-title"
      readOnly={readOnly}
      pending={isSubmitting}
      onSubmit={onSubmit}
      fieldsClassName="md:grid-cols-3"
    >
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
      <MoneyField
        label={t("lateFee.amount")}
        required
        description={t("lateFee.amountHint")}
        {...register("lateFee.amount")}
        error={errors.lateFee?.amount?.message}
      />
      <DateField
        label={t("lateFee.from")}
        description={t("lateFee.fromHint")}
        {...register("lateFee.from")}
        error={errors.lateFee?.from?.message}
      />
    </SettingsForm>
  );
}
