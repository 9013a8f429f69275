"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DateField } from "@/components/form/date-field";
import { FormDialog, FormDialogFooter, useDialogSubmit, type FormDialogControls } from "@/components/form/form-dialog";
import { FormField } from "@/components/form/form-field";
import { ImageField, usePicture } from "@/components/form/image-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField } from "@/components/form/select-field";
import { paymentModeOptions } from "@/components/payments/payment-modes";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { showServerErrors, toFormData } from "@/lib/browser/form-submit";
import { formatDate, formatPKR } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { hostelTime } from "@/lib/time";
import { fieldsOf } from "@/lib/validations/errors";
import { expenseFormSchema, MAX_EXPENSE_NOTE, MAX_EXPENSE_REFERENCE, MAX_PAID_TO } from "@/lib/validations/expenses";
import type { ExpenseApi } from "@/lib/server/services/expenses";

const FIELDS = fieldsOf(expenseFormSchema);
type Values = z.input<typeof expenseFormSchema>;

interface DialogProps {
  categories: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Add expense" dialog (loaded when first opened): the shared schema, the bill's picture, then the list again. */
export function AddExpenseDialog({ categories, open, onOpenChange }: DialogProps) {
  const t = useTranslations("expenses.add");
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("title")} description={t("description")}>
      {(controls) => <ExpenseForm categories={categories} {...controls} />}
    </FormDialog>
  );
}

function ExpenseForm({ categories, ...controls }: { categories: string[] } & FormDialogControls) {
  const submit = useDialogSubmit(controls);
  const t = useTranslations("expenses.add");
  const common = useTranslations("common");
  const locale = useLocale() as Locale;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const picture = usePicture();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof expenseFormSchema>>({
    resolver: zodResolver(expenseFormSchema),
    mode: "onTouched",
    defaultValues: {
      spentOn: formatDate(hostelTime(new Date()).date),
      category: "",
      amount: "",
      paidTo: "",
      mode: "cash",
      reference: "",
      note: "",
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (picture.blocked) return;
    await submit(
      () => api<{ expense: ExpenseApi }>("/expenses", { method: "POST", body: toFormData(values, picture.file), idempotencyKey }),
      {
        done: t("saved"),
        description: ({ expense }) =>
          t("savedDescription", { category: expense.category, amount: formatPKR(expense.amount, locale), paidTo: expense.paidTo }),
        failed: t("failed"),
        showErrors: (error) => {
          const shown = showServerErrors(error, setError, FIELDS);
          picture.showServerError(error);
          return shown;
        },
      },
    );
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label={t("fields.spentOn")} description={t("fields.spentOnHint")} required {...field("spentOn")} />
        <MoneyField label={t("fields.amount")} required {...field("amount")} />
      </div>
      <SelectField
        label={t("fields.category")}
        placeholder={t("selectCategory")}
        options={categories.map((name) => ({ value: name, label: name }))}
        required
        {...field("category")}
      />
      <FormField label={t("fields.paidTo")} autoComplete="off" maxLength={MAX_PAID_TO} required {...field("paidTo")} />
      <SelectField label={t("fields.mode")} options={paymentModeOptions(locale)} required {...field("mode")} />
      <FormField
        label={t("fields.reference")}
        autoComplete="off"
        description={t("fields.referenceHint")}
        maxLength={MAX_EXPENSE_REFERENCE}
        {...field("reference")}
      />
      <TextareaField label={t("fields.note")} rows={2} maxLength={MAX_EXPENSE_NOTE} {...field("note")} />
      <ImageField label={t("fields.picture")} {...picture.fieldProps} />
      <FormDialogFooter
        cancelLabel={common("cancel")}
        onCancel={controls.onDone}
        pending={isSubmitting}
        label={t("save")}
        pendingLabel={common("saving")}
      />
    </form>
  );
}
