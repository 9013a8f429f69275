"use client";

import type { FormShape } from "@/lib/validations/errors";
import { useForm } from "react-hook-form";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { useLocale, useTranslations } from "next-intl";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SubmitButton } from "@/components/form/submit-button";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useRecordSave } from "@/components/form/use-record-save";
import { formValues, showServerErrors, versionOf } from "@/lib/browser/form-submit";
import { historyMonthStored, historyMonthText } from "@/lib/history-month";
import { cn } from "@/lib/utils";
import type { historySchema } from "@/lib/validations/histories";
import { FillFromRecords } from "./fill-from-records";
import { FIGURE_GROUPS } from "./history-fields";

// One row per group on a laptop: as many columns as the group has figures.
const COLUMNS: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" };

type FieldName = keyof (typeof historySchema)["shape"] & string;
type Values = z.input<typeof historySchema>;

/** The history schema's fields (the month, then the figures) and required ones (formShape(historySchema)), read by the page. */
export type HistoryShape = FormShape<FieldName>;

const checks = resolverOnDemand(() => import("@/lib/validations/histories").then((module) => module.historySchema));

export interface HistoryRecord extends Record<FieldName, string | number | null> {
  _id: string;
  updatedAt: Date | string;
}

interface HistoryFormProps {
  /** The record to edit; without it the form adds one. */
  history?: HistoryRecord;
  /** The month the 'Fill from records' picker starts on (YYYY-MM), on the add form. */
  fillMonth?: string;
  shape: HistoryShape;
}

/** Add History and Edit History: the month and its figures; the add form can start from the records. */
export function HistoryForm({ history, fillMonth, shape }: HistoryFormProps) {
  const t = useTranslations("histories");
  const locale = useLocale();
  // The month is shown in the page's language and stored in English, so one month is one record either way.
  const shownMonth = (month: string) => (month ? historyMonthText(month, locale) : "");
  const { leaving, save } = useRecordSave("/histories");
  const fields = shape.fields;
  // The fields marked as ones the form cannot be saved without.
  const required = new Set<string>(shape.required);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, z.output<typeof historySchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: history
      ? { ...formValues(history, fields), month: shownMonth(String(history.month ?? "")) }
      : Object.fromEntries(fields.map((field) => [field, ""])),
  });

  const onSubmit = handleSubmit((shown) => {
    const values = { ...shown, month: historyMonthStored(shown.month) };
    return save({
      edit: Boolean(history),
      path: history ? `/history/update-history/${history._id}` : "/history/add-history",
      body: history ? { ...values, ...versionOf(history) } : values,
      text: (key) => t(key),
      showErrors: (error) => showServerErrors(error, setError, fields),
    });
  });

  /** Puts the figures the server worked out into the form; the bills are not among them. */
  function fill(figures: Record<string, unknown>) {
    for (const name of fields) {
      const value = figures[name];
      if (typeof value === "number" || typeof value === "string") {
        setValue(name, name === "month" ? shownMonth(String(value)) : String(value), { shouldDirty: true, shouldValidate: true });
      }
    }
  }

  const field = (name: FieldName) => ({ ...register(name), error: errors[name]?.message, required: required.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={isDirty && !isSubmitting && !leaving} />
      {history ? null : <FillFromRecords initialMonth={fillMonth} onFilled={fill} />}
      <FormField
        label={t("form.month")}
        autoComplete="off"
        placeholder={t("form.monthPlaceholder")}
        className="sm:max-w-xs"
        {...field("month")}
      />
      {FIGURE_GROUPS.map((group) => (
        <fieldset key={group.key} className={cn("grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4", COLUMNS[group.figures.length])}>
          <legend className="mb-3 text-sm font-semibold text-muted-foreground">
            {group.kind === "amount" ? t("groupAmounts", { group: t(`groups.${group.key}`) }) : t(`groups.${group.key}`)}
          </legend>
          {/* Counts too: every figure is a whole number read by the money rule. */}
          {group.figures.map((figure) => (
            <MoneyField key={figure} label={t(`figures.${figure}`)} placeholder="0" {...field(figure)} />
          ))}
        </fieldset>
      ))}
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={history ? t("form.update") : t("form.add")} />
      </div>
    </form>
  );
}
