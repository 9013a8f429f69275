"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/browser/toast";
import { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { SelectField, TextareaField } from "@/components/form/select-field";
import { FormDialog, FormDialogFooter, type FormDialogControls } from "@/components/form/form-dialog";
import { api, ApiError, newIdempotencyKey } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { formatDate, formatPKR, ltr } from "@/lib/format";
import { hostelTime } from "@/lib/time";
import { dayField } from "@/lib/validations/fields";
import { fieldsOf } from "@/lib/validations/errors";
import { paymentSchema } from "@/lib/validations/payments";
import { paymentModeOptions } from "./payment-modes";

// The day is typed as DD-MM-YYYY and sent as YYYY-MM-DD; "today" is read when the form is checked.
const formSchema = paymentSchema.extend({ paidOn: dayField("date", () => hostelTime(new Date()).date) });

const FIELDS = fieldsOf(formSchema);

type Values = z.input<typeof formSchema>;

interface PaymentDialogProps {
  bookingId: string;
  owed: number;
  residentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Recorded {
  payment: { _id: string; receiptNo: string; amount: number };
}

/** The "Record payment" dialog: one payment for a stay, then a toast offering its receipt (loaded when first opened). */
export function PaymentDialog({ bookingId, owed, residentName, open, onOpenChange }: PaymentDialogProps) {
  const t = useTranslations("payments.record");
  const locale = useLocale();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={
        owed > 0
          ? t.rich("owes", {
              name: residentName,
              owed: formatPKR(owed, locale),
              amount: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
            })
          : t("owesNothing", { name: residentName })
      }
    >
      {(controls) => <PaymentForm bookingId={bookingId} owed={owed} {...controls} />}
    </FormDialog>
  );
}

interface PaymentFormProps extends FormDialogControls {
  bookingId: string;
  owed: number;
}

function PaymentForm({ bookingId, owed, onBusy, onDone }: PaymentFormProps) {
  const router = useRouter();
  const t = useTranslations("payments.record");
  const common = useTranslations("common");
  const locale = useLocale();
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The server refused a bank reference already recorded on this stay: the admin may confirm it is meant.
  const [repeatedReference, setRepeatedReference] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
    defaultValues: {
      amount: owed > 0 ? String(owed) : "",
      paidOn: formatDate(hostelTime(new Date()).date),
      mode: "cash",
      reference: "",
      note: "",
      allowDuplicateReference: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      const { payment } = await api<Recorded>(`/bookings/${bookingId}/payments`, { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onDone();
      toast.success(t("recorded"), {
        description: t("recordedDescription", {
          receiptNo: locale === "ur" ? ltr(payment.receiptNo) : payment.receiptNo,
          amount: formatPKR(payment.amount, locale),
        }),
        duration: 15_000,
        action: { label: t("printReceipt"), onClick: () => router.push(`/receipts/${payment._id}`) },
      });
      router.refresh();
    } catch (error) {
      onBusy(false);
      if (error instanceof ApiError && error.status === 409 && error.errors?.reference) setRepeatedReference(true);
      showServerErrors(error, setError, FIELDS);
      toastSaveError(error, t("failed"));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label={t("fields.amount")} {...field("amount")} />
        <FormField
          label={t("fields.date")}
          inputMode="numeric"
          placeholder={common("datePlaceholder")}
          autoComplete="off"
          description={t("fields.dateHint")}
          {...field("paidOn")}
        />
      </div>
      <SelectField label={t("fields.mode")} options={paymentModeOptions(locale)} {...field("mode")} />
      <FormField
        label={t("fields.reference")}
        autoComplete="off"
        description={t("fields.referenceHint")}
        maxLength={100}
        {...field("reference")}
      />
      {repeatedReference ? (
        <label className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...register("allowDuplicateReference")} />
          {t("fields.allowDuplicateReference")}
        </label>
      ) : null}
      <TextareaField label={t("fields.note")} rows={2} maxLength={500} {...field("note")} />
      <FormDialogFooter
        cancelLabel={common("cancel")}
        onCancel={onDone}
        pending={isSubmitting}
        label={t("save")}
        pendingLabel={common("saving")}
      />
    </form>
  );
}
