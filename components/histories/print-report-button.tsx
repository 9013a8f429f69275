"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Print Report': the browser's print dialog; the report's print stylesheet lays it out on one A4 page. */
export function PrintReportButton() {
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print Report
    </Button>
  );
}
