"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DateField } from "@/components/form/date-field";
import { FormField } from "@/components/form/form-field";
import { TextareaField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { formatDate } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import { toast } from "@/lib/browser/toast";
import { policeReportCorrectionFormSchema, policeReportFormSchema } from "@/lib/validations/register";
import type { CorrectReportProps, RecordReportProps } from "./report-buttons";

const RECORD_FIELDS = ["reportedOn", "policeStation", "reference"] as const;
const CORRECT_FIELDS = ["reportedOn", "policeStation", "reference", "reason"] as const;

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Record report" dialog (loaded when first opened). */
export function RecordReportDialog({ bookingId, name, checkIn, station, open, onOpenChange }: RecordReportProps & DialogState) {
  const t = useTranslations("register.record");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // Mounted per opening: one key for this report, however often it is sent.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof policeReportFormSchema>, unknown, z.output<typeof policeReportFormSchema>>({
    resolver: zodResolver(policeReportFormSchema),
    mode: "onTouched",
    defaultValues: { reportedOn: formatDate(hostelTime(new Date()).date), policeStation: station, reference: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await api(`/bookings/${bookingId}/police-report`, { method: "POST", body: values, idempotencyKey });
      setBusy(false);
      onOpenChange(false);
      toast.success(t("saved"));
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (!showServerErrors(error, setError, RECORD_FIELDS)) toastSaveError(error, t("failed"));
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("explain", { name, date: formatDate(checkIn) })}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <DateField label={t("reportedOn")} required {...register("reportedOn")} error={errors.reportedOn?.message} />
          <FormField label={t("policeStation")} required maxLength={100} autoComplete="off" {...register("policeStation")} error={errors.policeStation?.message} />
          <FormField label={t("reference")} maxLength={100} autoComplete="off" {...register("reference")} error={errors.reference?.message} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              {t("cancel")}
            </Button>
            <SubmitButton pending={isSubmitting} label={t("submit")} pendingLabel={t("saving")} />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The owner's "Correct" dialog (loaded when first opened): the report's fields as recorded, and a reason. */
export function CorrectReportDialog({ bookingId, name, checkIn, report, open, onOpenChange }: CorrectReportProps & DialogState) {
  const t = useTranslations("register.correct");
  const labels = useTranslations("register.record");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof policeReportCorrectionFormSchema>, unknown, z.output<typeof policeReportCorrectionFormSchema>>({
    resolver: zodResolver(policeReportCorrectionFormSchema),
    mode: "onTouched",
    defaultValues: { reportedOn: formatDate(report.reportedOn), policeStation: report.policeStation, reference: report.reference ?? "", reason: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await api(`/bookings/${bookingId}/police-report`, { method: "PUT", body: { ...values, ...(report.updatedAt && { updatedAt: report.updatedAt }) } });
      setBusy(false);
      onOpenChange(false);
      toast.success(t("saved"));
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (!showServerErrors(error, setError, CORRECT_FIELDS)) toastSaveError(error, t("failed"));
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>
            {labels("explain", { name, date: formatDate(checkIn) })} {t("explain")}
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <DateField label={labels("reportedOn")} required {...register("reportedOn")} error={errors.reportedOn?.message} />
          <FormField label={labels("policeStation")} required maxLength={100} autoComplete="off" {...register("policeStation")} error={errors.policeStation?.message} />
          <FormField label={labels("reference")} maxLength={100} autoComplete="off" {...register("reference")} error={errors.reference?.message} />
          <TextareaField label={t("reason")} rows={3} maxLength={500} required {...register("reason")} error={errors.reason?.message} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              {t("cancel")}
            </Button>
            <SubmitButton pending={isSubmitting} label={t("submit")} pendingLabel={t("saving")} />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
