"use client";

import { DateField } from "@/components/form/date-field";
import type { FormShape } from "@/lib/validations/errors";
import { useForm } from "react-hook-form";
import { resolverOnDemand } from "@/components/form/resolver-on-demand";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField, optionsOf } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useRecordSave } from "@/components/form/use-record-save";
import { formValues, showServerErrors, versionOf } from "@/lib/browser/form-submit";
import type { maintenanceSchema } from "@/lib/validations/maintenance";
import type { MaintenanceApi } from "@/lib/server/services/maintenance";
import { MAINTENANCE_PAYMENT_METHODS, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from "@/models/enums";
import { maintenancePaymentMethodLabel, maintenanceStatusLabel, maintenanceTypeLabel } from "./labels";

type FieldName = keyof (typeof maintenanceSchema)["shape"] & string;

/** The maintenance schema's fields and required ones (formShape(maintenanceSchema)), read by the page. */
export type MaintenanceShape = FormShape<FieldName>;

const checks = resolverOnDemand(() => import("@/lib/validations/maintenance").then((module) => module.maintenanceSchema));

/** A maintenance job as the Edit Maintenance form reads it: the fields of the service's record that the page passes. */
export type MaintenanceRecord = Pick<MaintenanceApi, FieldName | "_id" | "updatedAt">;

/** Add Maintenance and Edit Maintenance: one form; with `job` it edits that record. */
export function MaintenanceForm({ job, shape }: { job?: MaintenanceRecord; shape: MaintenanceShape }) {
  const t = useTranslations("maintenance");
  const { leaving, save } = useRecordSave("/maintenances");
  const fields = shape.fields;
  // The fields marked as ones the form cannot be saved without (the field draws the star).
  const required = new Set<string>(shape.required);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<z.input<typeof maintenanceSchema>, unknown, z.output<typeof maintenanceSchema>>({
    resolver: checks,
    mode: "onTouched",
    defaultValues: job ? formValues(job, fields) : { ...Object.fromEntries(fields.map((field) => [field, ""])), status: "Pending" },
  });

  const onSubmit = handleSubmit((values) =>
    save({
      edit: Boolean(job),
      path: job ? `/maintenance/update-maintenance/${job._id}` : "/maintenance/add-maintenance",
      body: job ? { ...values, ...versionOf(job) } : values,
      text: (key) => t(key),
      showErrors: (error) => showServerErrors(error, setError, fields),
    }),
  );

  const field = (name: FieldName) => ({ ...register(name), error: errors[name]?.message, required: required.has(name) });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6">
      <LeaveGuard when={isDirty && !isSubmitting && !leaving} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t("form.job")}</legend>
        <FormField label={t("form.title")} autoComplete="off" placeholder={t("form.titlePlaceholder")} {...field("title")} />
        <SelectField
          label={t("form.type")}
          placeholder={t("form.selectType")}
          options={optionsOf(MAINTENANCE_TYPES, (type) => maintenanceTypeLabel(t, type))}
          {...field("maintenanceType")}
        />
        <FormField label={t("form.location")} placeholder={t("form.locationPlaceholder")} {...field("location")} />
        <FormField label={t("form.assignedTo")} autoComplete="off" placeholder={t("form.assignedToPlaceholder")} {...field("assignedTo")} />
        <TextareaField label={t("form.issue")} className="sm:col-span-2" rows={4} {...field("issueDescription")} />
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <SelectField
            label={t("form.status")}
            options={optionsOf(MAINTENANCE_STATUSES, (status) => maintenanceStatusLabel(t, status))}
            {...field("status")}
          />
          <DateField label={t("form.workStartDate")} {...field("workStartDate")} />
          <DateField label={t("form.workCompletionDate")} {...field("workCompletionDate")} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t("form.payment")}</legend>
        <MoneyField label={t("form.totalCost")} placeholder="0" {...field("totalCost")} />
        <SelectField
          label={t("form.paymentMethod")}
          placeholder={t("form.selectPaymentMethod")}
          options={optionsOf(MAINTENANCE_PAYMENT_METHODS, (method) => maintenancePaymentMethodLabel(t, method))}
          {...field("paymentMethod")}
        />
        <DateField label={t("form.paymentDate")} {...field("paymentDate")} />
        <FormField label={t("form.paidBy")} autoComplete="off" {...field("paidBy")} />
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting || leaving} label={job ? t("form.update") : t("form.add")} />
      </div>
    </form>
  );
}
