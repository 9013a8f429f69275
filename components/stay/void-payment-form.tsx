"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/browser/toast";
import type { z } from "zod";
import { TextareaField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Ltr } from "@/components/ui/ltr";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { formatPKR } from "@/lib/format";
import { voidPaymentSchema } from "@/lib/validations/payments";
import type { VoidPaymentButtonProps } from "./void-payment-dialog";

type Values = z.input<typeof voidPaymentSchema>;

/** The "Void" dialog (loaded when first opened). */
export function VoidDialog({ payment, settled = false, open, onOpenChange }: VoidPaymentButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("stay.void");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>
            {t.rich("explain", { receipt: payment.receiptNo, amount: formatPKR(payment.amount, locale), r: (chunks) => <Ltr>{chunks}</Ltr> })}
          </DialogDescription>
        </DialogHeader>
        {settled ? <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">{t("settled")}</p> : null}
        {open ? <VoidForm paymentId={payment._id} onBusy={setBusy} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function VoidForm({ paymentId, onBusy, onDone }: { paymentId: string; onBusy: (busy: boolean) => void; onDone: () => void }) {
  const router = useRouter();
  const t = useTranslations("stay.void");
  // Mounted per opening: one key for this void, however often it is sent.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof voidPaymentSchema>>({ resolver: zodResolver(voidPaymentSchema), mode: "onTouched", defaultValues: { reason: "" } });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api(`/payments/${paymentId}/void`, { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onDone();
      toast.success(t("voided"));
      router.refresh();
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, ["reason"]);
      toastSaveError(error, t("failed"));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextareaField label={t("reason")} rows={3} maxLength={500} required {...register("reason")} error={errors.reason?.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
        <SubmitButton pending={isSubmitting} label={t("submit")} pendingLabel={t("voiding")} />
      </DialogFooter>
    </form>
  );
}
