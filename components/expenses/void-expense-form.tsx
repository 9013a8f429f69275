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
import { voidExpenseSchema } from "@/lib/validations/expenses";
import type { VoidExpenseProps } from "./void-expense-button";

type Values = z.input<typeof voidExpenseSchema>;

/** The "Void expense" dialog: a reason, then POST /api/expenses/{id}/void (loaded when first opened). */
export function VoidExpenseDialog({ expense, open, onOpenChange }: VoidExpenseProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("expenses.void");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("explain", { category: expense.category, amount: formatPKR(expense.amount, locale), paidTo: expense.paidTo })}</DialogDescription>
        </DialogHeader>
        {open ? <VoidForm expenseId={expense._id} onBusy={setBusy} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function VoidForm({ expenseId, onBusy, onDone }: { expenseId: string; onBusy: (busy: boolean) => void; onDone: () => void }) {
  const router = useRouter();
  const t = useTranslations("expenses.void");
  // Mounted per opening: one key for this void, however often it is sent.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof voidExpenseSchema>>({ resolver: zodResolver(voidExpenseSchema), mode: "onTouched", defaultValues: { reason: "" } });

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await api(`/expenses/${expenseId}/void`, { method: "POST", body: values, idempotencyKey });
      onBusy(false);
      onDone();
      toast.success(t("done"));
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
