"use client";

import { useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** 'Page X of Y' with previous/next, disabled at the ends and while the next page loads. */
export function Pagination({ currentPage, totalPages }: { currentPage: number; totalPages: number }) {
  const t = useTranslations("common");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const lastPage = Math.max(totalPages, 1);

  function goTo(page: number) {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(page));
    startTransition(() => router.push(`${pathname}?${params.toString()}`, { scroll: false }));
  }

  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-between gap-3 pt-4" aria-busy={pending}>
      <Button variant="outline" size="sm" onClick={() => goTo(currentPage - 1)} disabled={pending || currentPage <= 1}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t("pagination.previous")}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t("pagination.pageOf", { page: String(Math.min(currentPage, lastPage)), pages: String(lastPage) })}
      </span>
      <Button variant="outline" size="sm" onClick={() => goTo(currentPage + 1)} disabled={pending || currentPage >= lastPage}>
        {t("pagination.next")}
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </nav>
  );
}
