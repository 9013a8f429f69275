"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog for the month's bills (print or 'Save as PDF'). */
export function PrintBillsButton() {
  const t = useTranslations("electricity.print");
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {t("print")}
    </Button>
  );
}
