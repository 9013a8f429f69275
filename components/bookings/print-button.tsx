"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (print or 'Save as PDF'); the report's print stylesheet does the rest. */
export function PrintButton({ label }: { label?: string }) {
  const t = useTranslations("bookings.report");
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {label ?? t("print")}
    </Button>
  );
}
