"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/browser/toast";
import { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError, versionOf } from "@/lib/browser/form-submit";
import { formatDate } from "@/lib/format";
import { addDays } from "@/lib/money";
import { dayInputValue, parseDayInput } from "@/lib/day-input";
import { dayField } from "@/lib/validations/fields";
import type { GiveNoticeButtonProps } from "./give-notice-dialog";

/** The "Give notice" dialog (loaded when first opened). */
export function NoticeDialog({
  open,
  onOpenChange,
  ...props
}: GiveNoticeButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("stay.notice");
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("give")} description={t("asks", { days: props.noticeDays })}>
      {(controls) => <NoticeForm {...props} {...controls} />}
    </FormDialog>
  );
}

function NoticeForm({ bookingId, updatedAt, today, noticeDays, notice, onBusy, onDone }: GiveNoticeButtonProps & FormDialogControls) {
  const router = useRouter();
  const t = useTranslations("stay");
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [schema] = useState(() =>
    z
      // The day fields' own messages are the shared English ones, shown in the page's language by the form field.
      .object({ noticeDate: dayField("noticeDate", today), leaveDate: dayField("leaveDate") })
      .refine((values) => values.leaveDate >= values.noticeDate, { path: ["leaveDate"], message: t("notice.leaveBeforeNotice") }),
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { noticeDate: dayInputValue(notice?.noticeDate ?? today), leaveDate: dayInputValue(notice?.leaveDate) },
  });
  const noticeDate = parseDayInput(useWatch({ control, name: "noticeDate" }));

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api(`/bookings/${bookingId}/notice`, { method: "POST", body: { ...values, ...versionOf({ updatedAt }) }, idempotencyKey });
      onBusy(false);
      onDone();
      toast.success(t("notice.recorded"), { description: t("notice.leavingOn", { date: formatDate(values.leaveDate) }) });
      router.refresh();
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, ["noticeDate", "leaveDate"]);
      toastSaveError(error, t("notice.failed"));
    }
  });

  const field = (name: "noticeDate" | "leaveDate") => ({
    ...register(name),
    error: errors[name]?.message,
    inputMode: "numeric" as const,
    placeholder: t("dayPlaceholder"),
    autoComplete: "off",
    required: true,
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("notice.noticeDate")} description={t("notice.noticeDateHint")} {...field("noticeDate")} />
        <FormField
          label={t("notice.leaveDate")}
          description={
            noticeDate ? t("notice.leaveDateHint", { date: formatDate(addDays(noticeDate, noticeDays)) }) : t("notice.leaveDateFormat")
          }
          {...field("leaveDate")}
        />
      </div>
      <FormDialogFooter cancelLabel={t("cancel")} onCancel={onDone} pending={isSubmitting} label={t("notice.give")} />
    </form>
  );
}
