"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** 'Print Report': the browser's print dialog; the report's print stylesheet lays it out on one A4 page. */
export function PrintReportButton() {
  const t = useTranslations("histories.report");
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {t("print")}
    </Button>
  );
}
