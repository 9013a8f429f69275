"use client";

import { useSearchParams } from "next/navigation";
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * "Export CSV": downloads every row the list shows for its current search and filters (all pages) from
 * GET /api/export/<list>. The screen's own query string is passed on, without the page.
 */
export function ExportButton({ list, className }: { list: string; className?: string }) {
  const t = useTranslations("common");
  const params = new URLSearchParams(useSearchParams());
  params.delete("page");
  const query = params.toString();
  return (
    <a
      href={`/api/export/${list}${query ? `?${query}` : ""}`}
      download
      className={cn(buttonVariants({ variant: "outline" }), "sm:justify-self-end", className)}
    >
      <Download aria-hidden="true" />
      {t("exportCsv")}
    </a>
  );
}
