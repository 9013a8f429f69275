"use client";

import { useState, type FormEventHandler, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { DateField } from "@/components/form/date-field";
import { FormField } from "@/components/form/form-field";
import { TextareaField } from "@/components/form/select-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { formatDate } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import { policeReportCorrectionFormSchema, policeReportFormSchema } from "@/lib/validations/register";
import type { CorrectReportProps, RecordReportProps } from "./report-buttons";

const RECORD_FIELDS = ["reportedOn", "policeStation", "reference"] as const;
const CORRECT_FIELDS = ["reportedOn", "policeStation", "reference", "reason"] as const;
const recordChecks = zodResolver(policeReportFormSchema);
const correctChecks = zodResolver(policeReportCorrectionFormSchema);

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ReportField = (typeof RECORD_FIELDS)[number];

/**
 * A report's form: its own fields, as the police station gave them (`field` spreads a field's registration
 * and message), then `children`, then Cancel and the submit button.
 */
function ReportForm({
  text,
  field,
  onSubmit,
  onCancel,
  pending,
  children,
}: {
  text: (key: "cancel" | "submit" | "saving") => string;
  field: (name: ReportField) => UseFormRegisterReturn<ReportField> & { error?: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations("register.record");
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <DateField label={t("reportedOn")} required {...field("reportedOn")} />
      <FormField label={t("policeStation")} required maxLength={100} autoComplete="off" {...field("policeStation")} />
      <FormField label={t("reference")} maxLength={100} autoComplete="off" {...field("reference")} />
      {children}
      <FormDialogFooter
        cancelLabel={text("cancel")}
        onCancel={onCancel}
        pending={pending}
        label={text("submit")}
        pendingLabel={text("saving")}
      />
    </form>
  );
}

/** The "Record report" dialog (loaded when first opened). */
export function RecordReportDialog({ open, onOpenChange, ...props }: RecordReportProps & DialogState) {
  const t = useTranslations("register.record");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("explain", { name: props.name, date: formatDate(props.checkIn) })}
    >
      {(controls) => <RecordReportForm {...props} {...controls} />}
    </FormDialog>
  );
}

function RecordReportForm({ bookingId, station, ...controls }: RecordReportProps & FormDialogControls) {
  const t = useTranslations("register.record");
  // Mounted per opening: one key for this report, however often it is sent.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { register, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: recordChecks,
    defaultValues: { reportedOn: formatDate(hostelTime(new Date()).date), policeStation: station, reference: "" },
    fields: RECORD_FIELDS,
    request: (values) => api(`/bookings/${bookingId}/police-report`, { method: "POST", body: values, idempotencyKey }),
    texts: () => ({ done: t("saved"), failed: t("failed") }),
    quietWhenShown: true,
  });
  return (
    <ReportForm
      text={t}
      field={(name) => ({ ...register(name), error: errors[name]?.message })}
      onSubmit={onSubmit}
      onCancel={controls.onDone}
      pending={isSubmitting}
    />
  );
}

/** The owner's "Correct" dialog (loaded when first opened): the report's fields as recorded, and a reason. */
export function CorrectReportDialog({ open, onOpenChange, ...props }: CorrectReportProps & DialogState) {
  const t = useTranslations("register.correct");
  const labels = useTranslations("register.record");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={
        <>
          {labels("explain", { name: props.name, date: formatDate(props.checkIn) })} {t("explain")}
        </>
      }
    >
      {(controls) => <CorrectReportForm {...props} {...controls} />}
    </FormDialog>
  );
}

function CorrectReportForm({ bookingId, report, ...controls }: CorrectReportProps & FormDialogControls) {
  const t = useTranslations("register.correct");
  const { register, onSubmit, errors, isSubmitting } = useDialogForm({
    controls,
    resolver: correctChecks,
    defaultValues: {
      reportedOn: formatDate(report.reportedOn),
      policeStation: report.policeStation,
      reference: report.reference ?? "",
      reason: "",
    },
    fields: CORRECT_FIELDS,
    request: (values) =>
      api(`/bookings/${bookingId}/police-report`, {
        method: "PUT",
        body: { ...values, ...(report.updatedAt && { updatedAt: report.updatedAt }) },
      }),
    texts: () => ({ done: t("saved"), failed: t("failed") }),
    quietWhenShown: true,
  });
  return (
    <ReportForm
      text={t}
      field={(name) => ({ ...register(name), error: errors[name]?.message })}
      onSubmit={onSubmit}
      onCancel={controls.onDone}
      pending={isSubmitting}
    >
      <TextareaField label={t("reason")} rows={3} maxLength={500} required {...register("reason")} error={errors.reason?.message} />
    </ReportForm>
  );
}
