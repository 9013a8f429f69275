"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (print or 'Save as PDF'); the report's print stylesheet does the rest. */
export function PrintButton({ label = "Print Booking" }: { label?: string }) {
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
