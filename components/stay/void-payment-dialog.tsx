"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { DialogButton } from "@/components/ui/dialog-button";

// The dialog and its form (zod, react-hook-form) load when it is first opened.
const VoidDialog = lazy(() => import("./void-payment-form").then((module) => ({ default: module.VoidDialog })));

export interface VoidPaymentButtonProps {
  payment: { _id: string; receiptNo: string; amount: number };
  /** The stay is checked out and settled: the void reopens what it owes (lib/money/README.md, "After a settlement"). */
  settled?: boolean;
}

/** "Void": a payment taken by mistake stops counting, keeps its receipt number and stays listed. */
export function VoidPaymentButton(props: VoidPaymentButtonProps) {
  const t = useTranslations("stay.void");
  return (
    <DialogButton
      variant="link"
      size="sm"
      className="h-auto p-0 text-destructive"
      aria-label={t("aria", { receipt: props.payment.receiptNo })}
      dialog={(state) => <VoidDialog {...props} {...state} />}
    >
      {t("button")}
    </DialogButton>
  );
}
