"use client";

import { useLocale, useTranslations } from "next-intl";
import { ReasonDialog } from "@/components/form/reason-dialog";
import { formatPKR } from "@/lib/format";
import { chargeCorrectionSchema } from "@/lib/validations/extras";
import type { CorrectChargeButtonProps } from "./extras-buttons";

/** The "Reverse" or "Waive" dialog: the line is cancelled by an adjustment with the owner's reason (loaded when first opened). */
export function CorrectionDialog({
  how,
  charge,
  open,
  onOpenChange,
}: CorrectChargeButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("extras");
  const locale = useLocale();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      schema={chargeCorrectionSchema}
      action={`/charges/${charge._id}/${how}`}
      texts={{
        title: t(`${how}.title`),
        explain: t.rich(`${how}.explain`, {
          what: charge.what,
          amount: formatPKR(charge.amount, locale),
          b: (chunks) => <strong className="font-semibold">{chunks}</strong>,
        }),
        reason: t(`${how}.reason`),
        cancel: t("cancel"),
        submit: t(`${how}.submit`),
        pending: t(`${how}.pending`),
        done: t(`${how}.done`),
        failed: t(`${how}.failed`),
      }}
    />
  );
}
