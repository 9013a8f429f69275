"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { DateField } from "@/components/form/date-field";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { dayInputValue } from "@/lib/day-input";
import { dayField } from "@/lib/validations/fields";
import { formatPKR } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import { fieldsOf } from "@/lib/validations/errors";
import { oneOffChargeSchema } from "@/lib/validations/extras";
import { ExtraTypeSelect } from "./extra-type-select";
import type { AddChargeButtonProps } from "./extras-buttons";

// The day is typed as DD-MM-YYYY and sent as YYYY-MM-DD; "today" is read when the form is checked.
const formSchema = oneOffChargeSchema.extend({ chargedOn: dayField("chargeDate", () => hostelTime(new Date()).date) });
const FIELDS = fieldsOf(formSchema);
const checks = zodResolver(formSchema);

/** The "Add charge" dialog: one one-off extra on the stay's ledger (loaded when first opened). */
export function ChargeDialog({
  open,
  onOpenChange,
  ...props
}: AddChargeButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("extras.charge");
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("title")} description={t("explain")}>
      {(controls) => <ChargeForm {...props} {...controls} />}
    </FormDialog>
  );
}

function ChargeForm({ bookingId, types, today, ...controls }: AddChargeButtonProps & FormDialogControls) {
  const t = useTranslations("extras");
  const locale = useLocale();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const only = types.length === 1 ? types[0] : undefined;
  const { register, setValue, getFieldState, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: checks,
    defaultValues: { typeId: only?._id ?? "", amount: only ? String(only.amount) : "", chargedOn: dayInputValue(today), description: "" },
    fields: FIELDS,
    request: (values) =>
      api<{ charge: { amount: number } }>(`/bookings/${bookingId}/charges`, { method: "POST", body: values, idempotencyKey }),
    texts: (values) => ({
      done: t("charge.done"),
      description: ({ charge }) => {
        const what = values.description || types.find((type) => type._id === values.typeId)?.name || "";
        return t("charge.doneDescription", { what, amount: formatPKR(charge.amount, locale) });
      },
      failed: t("charge.failed"),
    }),
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <ExtraTypeSelect
        label={t("charge.type")}
        placeholder={t("charge.selectType")}
        types={types}
        optionLabel={(type) => t("charge.typeOption", { name: type.name, amount: formatPKR(type.amount, locale) })}
        // The amount follows the chosen type's usual amount until the admin types another.
        onChoose={(type) => !getFieldState("amount").isDirty && setValue("amount", String(type.amount))}
        {...register("typeId")}
        error={errors.typeId?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label={t("charge.amount")} description={t("charge.amountHint")} {...field("amount")} />
        <DateField label={t("charge.date")} description={t("charge.dateHint")} required {...field("chargedOn")} />
      </div>
      <FormField
        label={t("charge.description")}
        description={t("charge.descriptionHint")}
        autoComplete="off"
        maxLength={200}
        {...field("description")}
      />
      <FormDialogFooter
        cancelLabel={t("cancel")}
        onCancel={controls.onDone}
        pending={isSubmitting}
        label={t("charge.submit")}
        pendingLabel={t("charge.pending")}
      />
    </form>
  );
}
