"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { Banknote } from "lucide-react";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

// The dialog and its form (zod, react-hook-form) load when it is first opened.
const PaymentDialog = lazy(() => import("./record-payment-form").then((module) => ({ default: module.PaymentDialog })));

interface RecordPaymentButtonProps {
  bookingId: string;
  /** The balance owed today: the amount's first value (nothing when 0 or less). */
  owed: number;
  residentName: string;
  size?: "sm" | "default";
  className?: string;
}

/** Shown only to the roles that may change records (not to a viewer). */
export function RecordPaymentButton(props: RecordPaymentButtonProps) {
  return (
    <IfCan permission="records.write">
      <PermittedRecordPaymentButton {...props} />
    </IfCan>
  );
}

/** "Record payment": a dialog taking one payment for a stay, then a toast offering its receipt. */
function PermittedRecordPaymentButton({ bookingId, owed, residentName, size = "default", className }: RecordPaymentButtonProps) {
  const [open, setOpen] = useState(false);
  const t = useTranslations("payments.record");
  return (
    <>
      <Button type="button" size={size} className={className} onClick={() => setOpen(true)}>
        <Banknote aria-hidden="true" />
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <PaymentDialog bookingId={bookingId} owed={owed} residentName={residentName} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
