"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0 text-destructive"
        onClick={() => setOpen(true)}
        aria-label={t("aria", { receipt: props.payment.receiptNo })}
      >
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <VoidDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
