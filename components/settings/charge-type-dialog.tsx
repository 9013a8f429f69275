"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Pencil, Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { SelectField } from "@/components/form/select-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { useIdempotencyKey } from "@/components/form/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/browser/api-client";
import { monthName } from "@/lib/format";
import { showServerErrors, toastSaveError, versionOf } from "@/lib/browser/form-submit";
import { toast } from "@/lib/browser/toast";
import type { ChargeTypeFormValues, ChargeTypeInput } from "@/lib/validations/settings";
import { CHARGE_TYPE_KINDS } from "@/models/enums";
import { URDU_NAME_CLASS } from "./charge-type-text";
import type { ChargeTypeRow } from "./types";

const FIELDS = ["name", "nameUr", "kind", "amount", "months", "active"] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

const checks = resolverOnDemand(() => import("@/lib/validations/settings").then((module) => module.chargeTypeFormSchema));

/**
 * "Add charge type" (no `type`) or the pencil of a type's row: a dialog with the type's name in English
 * and Urdu, kind, amount or rate, months and whether it is active. The panel's own types keep their kind
 * and stay active; the late fee's and room charges' amounts are set elsewhere, so those fields are not offered.
 */
export function ChargeTypeButton({ type }: { type?: ChargeTypeRow }) {
  const t = useTranslations("settings.types");
  const [open, setOpen] = useState(false);
  return (
    <>
      {type ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="h-10 w-10 md:h-8 md:w-8"
          aria-label={t("editName", { name: type.name })}
          title={t("editName", { name: type.name })}
          onClick={() => setOpen(true)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ) : (
        <Button type="button" onClick={() => setOpen(true)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      )}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={type ? t("editTitle") : t("addTitle")}
        description={t("dialogDescription")}
        className="sm:max-w-xl"
      >
        {(controls) => <ChargeTypeForm type={type} {...controls} />}
      </FormDialog>
    </>
  );
}

function ChargeTypeForm({ type, onBusy, onDone }: { type?: ChargeTypeRow } & FormDialogControls) {
  const t = useTranslations("settings.types");
  const tc = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const idempotencyKey = useIdempotencyKey();
  const system = type?.system ?? null;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChargeTypeFormValues, unknown, ChargeTypeInput>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: type
      ? {
          name: type.name,
          nameUr: type.nameUr,
          kind: type.kind,
          amount: String(type.amount),
          months: type.months.map(String),
          active: type.active,
        }
      : { name: "", nameUr: "", kind: "monthly", amount: "", months: [], active: true },
  });
  const kind = useWatch({ control, name: "kind" });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      const { chargeType } = type
        ? await api<{ chargeType: ChargeTypeRow }>(`/charge-types/${type._id}`, { method: "PUT", body: { ...values, ...versionOf(type) } })
        : await api<{ chargeType: ChargeTypeRow }>("/charge-types", { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onDone();
      toast.success(type ? t("changed", { name: chargeType.name }) : t("added", { name: chargeType.name }));
      router.refresh();
    } catch (error) {
      onBusy(false);
      if (!showServerErrors(error, setError, FIELDS)) toastSaveError(error, t("failed"));
    }
  });

  const hasAmount = system !== "late_fee" && system !== "room";
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t("name")} required dir="auto" autoComplete="off" {...register("name")} error={errors.name?.message} />
      <FormField
        label={t("nameUr")}
        required
        autoComplete="off"
        dir="rtl"
        lang="ur"
        inputClassName={`${URDU_NAME_CLASS} py-0`}
        {...register("nameUr")}
        error={errors.nameUr?.message}
      />
      {system ? (
        <div className="grid gap-1 rounded-md bg-muted px-3 py-2 text-sm">
          <p>
            <span className="font-medium">{t("kind")}: </span>
            {t(`kinds.${type!.kind}`)}
          </p>
          <p className="text-muted-foreground">{t("builtInHint")}</p>
        </div>
      ) : (
        <SelectField
          label={t("kind")}
          required
          options={CHARGE_TYPE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          description={kind ? t(`kindHints.${kind}`) : undefined}
          {...register("kind")}
          error={errors.kind?.message}
        />
      )}
      {hasAmount ? (
        kind === "metered" ? (
          <FormField
            label={t("amountLabels.metered")}
            required
            type="text"
            inputMode="decimal"
            autoComplete="off"
            description={t("rateHint")}
            {...register("amount")}
            error={errors.amount?.message}
          />
        ) : (
          <MoneyField label={t(`amountLabels.${kind ?? "monthly"}`)} required {...register("amount")} error={errors.amount?.message} />
        )
      ) : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">{t("amount")}: </span>
          {system === "late_fee" ? t("lateFeeAmount") : t("roomAmount")}
        </p>
      )}
      {kind === "monthly" && system !== "room" ? (
        <Controller
          control={control}
          name="months"
          render={({ field }) => (
            <CheckboxGroupField
              label={t("monthsLegend")}
              name={field.name}
              options={MONTHS.map((value) => ({ value, label: monthName(Number(value), locale) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              description={t("monthsHint")}
              error={errors.months?.message ?? errors.months?.find?.((month) => month?.message)?.message}
            />
          )}
        />
      ) : null}
      {system ? null : (
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 shrink-0 accent-primary" {...register("active")} />
          {t("activeLabel")}
        </label>
      )}
      <FormDialogFooter
        cancelLabel={tc("cancel")}
        onCancel={onDone}
        pending={isSubmitting}
        label={type ? t("submitEdit") : t("submitAdd")}
        pendingLabel={type ? undefined : t("adding")}
      />
    </form>
  );
}
