"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DateField } from "@/components/form/date-field";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { dayInputValue } from "@/lib/day-input";
import { dayField } from "@/lib/validations/fields";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { formatPKR } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import { toast } from "@/lib/browser/toast";
import { fieldsOf } from "@/lib/validations/errors";
import { oneOffChargeSchema } from "@/lib/validations/extras";
import type { AddChargeButtonProps } from "./extras-buttons";

// The day is typed as DD-MM-YYYY and sent as YYYY-MM-DD; "today" is read when the form is checked.
const formSchema = oneOffChargeSchema.extend({ chargedOn: dayField("Charge date", () => hostelTime(new Date()).date) });
const FIELDS = fieldsOf(formSchema);

/** The "Add charge" dialog: one one-off extra on the stay's ledger (loaded when first opened). */
export function ChargeDialog({ open, onOpenChange, ...props }: AddChargeButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("extras.charge");
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("explain")}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening: fresh values and a new Idempotency-Key each time the dialog opens. */}
        {open ? <ChargeForm {...props} onBusy={setBusy} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChargeForm({ bookingId, types, today, onBusy, onDone }: AddChargeButtonProps & { onBusy: (busy: boolean) => void; onDone: () => void }) {
  const router = useRouter();
  const t = useTranslations("extras");
  const locale = useLocale();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const only = types.length === 1 ? types[0] : undefined;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
    defaultValues: { typeId: only?._id ?? "", amount: only ? String(only.amount) : "", chargedOn: dayInputValue(today), description: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      const { charge } = await api<{ charge: { amount: number } }>(`/bookings/${bookingId}/charges`, { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onDone();
      const what = values.description || types.find((type) => type._id === values.typeId)?.name || "";
      toast.success(t("charge.done"), { description: t("charge.doneDescription", { what, amount: formatPKR(charge.amount, locale) }) });
      router.refresh();
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, FIELDS);
      toastSaveError(error, t("charge.failed"));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });
  const typeField = register("typeId", {
    // The amount follows the chosen type's usual amount until the admin types another.
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      const chosen = types.find((type) => type._id === event.target.value);
      if (chosen && !getFieldState("amount").isDirty) setValue("amount", String(chosen.amount));
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <SelectField
        label={t("charge.type")}
        placeholder={t("charge.selectType")}
        options={types.map((type) => ({ value: type._id, label: t("charge.typeOption", { name: type.name, amount: formatPKR(type.amount, locale) }) }))}
        required
        {...typeField}
        error={errors.typeId?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label={t("charge.amount")} description={t("charge.amountHint")} {...field("amount")} />
        <DateField label={t("charge.date")} description={t("charge.dateHint")} required {...field("chargedOn")} />
      </div>
      <FormField label={t("charge.description")} description={t("charge.descriptionHint")} autoComplete="off" maxLength={200} {...field("description")} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
        <SubmitButton pending={isSubmitting} label={t("charge.submit")} pendingLabel={t("charge.pending")} />
      </DialogFooter>
    </form>
  );
}
