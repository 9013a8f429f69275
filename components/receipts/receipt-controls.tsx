"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ArrowLeft, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Back (to where the receipt was opened from, else the dues) and Print: the receipt's only browser code. */
export function ReceiptBackButton() {
  const router = useRouter();
  const t = useTranslations("receipts.sheet");
  function back() {
    if (window.history.length > 1) router.back();
    else router.push("/dues");
  }
  return (
    <Button type="button" variant="ghost" size="sm" onClick={back}>
      <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
      {t("back")}
    </Button>
  );
}

export function ReceiptPrintButton() {
  const t = useTranslations("receipts.sheet");
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {t("print")}
    </Button>
  );
}
