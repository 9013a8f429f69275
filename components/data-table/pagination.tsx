"use client";

import { useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Page X of Y' with previous/next, disabled at the ends and while the next page loads. */
export function Pagination({ currentPage, totalPages }: { currentPage: number; totalPages: number }) {
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
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 pt-4" aria-busy={pending}>
      <Button variant="outline" size="sm" onClick={() => goTo(currentPage - 1)} disabled={pending || currentPage <= 1}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {Math.min(currentPage, lastPage)} of {lastPage}
      </span>
      <Button variant="outline" size="sm" onClick={() => goTo(currentPage + 1)} disabled={pending || currentPage >= lastPage}>
        Next
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </nav>
  );
}
