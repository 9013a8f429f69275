"use client";

import { useLocale, useTranslations } from "next-intl";
import { ReasonDialog } from "@/components/form/reason-dialog";
import { Ltr } from "@/components/ui/ltr";
import { formatPKR } from "@/lib/format";
import { voidPaymentSchema } from "@/lib/validations/payments";
import type { VoidPaymentButtonProps } from "./void-payment-dialog";

/** The "Void" dialog (loaded when first opened). */
export function VoidDialog({
  payment,
  settled = false,
  open,
  onOpenChange,
}: VoidPaymentButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("stay.void");
  const locale = useLocale();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      schema={voidPaymentSchema}
      action={`/payments/${payment._id}/void`}
      notice={
        settled ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">{t("settled")}</p>
        ) : null
      }
      texts={{
        title: t("title"),
        explain: t.rich("explain", {
          receipt: payment.receiptNo,
          amount: formatPKR(payment.amount, locale),
          r: (chunks) => <Ltr>{chunks}</Ltr>,
        }),
        reason: t("reason"),
        cancel: t("cancel"),
        submit: t("submit"),
        pending: t("voiding"),
        done: t("voided"),
        failed: t("failed"),
      }}
    />
  );
}
