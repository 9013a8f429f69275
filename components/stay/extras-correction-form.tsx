"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { TextareaField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, newIdempotencyKey } from "@/lib/browser/api-client";
import { showServerErrors, toastSaveError } from "@/lib/browser/form-submit";
import { formatPKR } from "@/lib/format";
import { toast } from "@/lib/browser/toast";
import { chargeCorrectionSchema } from "@/lib/validations/extras";
import type { CorrectChargeButtonProps } from "./extras-buttons";

type Values = z.input<typeof chargeCorrectionSchema>;

/** The "Reverse" or "Waive" dialog: the line is cancelled by an adjustment with the owner's reason (loaded when first opened). */
export function CorrectionDialog({ how, charge, open, onOpenChange }: CorrectChargeButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("extras");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`${how}.title`)}</DialogTitle>
          <DialogDescription>{t.rich(`${how}.explain`, { what: charge.what, amount: formatPKR(charge.amount, locale), b: (chunks) => <strong className="font-semibold">{chunks}</strong> })}</DialogDescription>
        </DialogHeader>
        {open ? <CorrectionForm how={how} chargeId={charge._id} onBusy={setBusy} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CorrectionForm({ how, chargeId, onBusy, onDone }: { how: CorrectChargeButtonProps["how"]; chargeId: string; onBusy: (busy: boolean) => void; onDone: () => void }) {
  const router = useRouter();
  const t = useTranslations("extras");
  // Mounted per opening: one key for this correction, however often it is sent.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof chargeCorrectionSchema>>({ resolver: zodResolver(chargeCorrectionSchema), mode: "onTouched", defaultValues: { reason: "" } });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api(`/charges/${chargeId}/${how}`, { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onDone();
      toast.success(t(`${how}.done`));
      router.refresh();
    } catch (error) {
      onBusy(false);
      showServerErrors(error, setError, ["reason"]);
      toastSaveError(error, t(`${how}.failed`));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextareaField label={t(`${how}.reason`)} rows={3} maxLength={500} required {...register("reason")} error={errors.reason?.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
        <SubmitButton pending={isSubmitting} label={t(`${how}.submit`)} pendingLabel={t(`${how}.pending`)} />
      </DialogFooter>
    </form>
  );
}
