import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { DUES_FILTERS } from "@/lib/validations/stays";

export type DuesTab = (typeof DUES_FILTERS)[number] | "all";

const TABS: readonly DuesTab[] = ["overdue", "due", "notice", "checked_out", "all"];

/** The tab of `?filter=`: Overdue when missing or unknown, the morning's first question. */
export function duesTabOf(filter: string | undefined): DuesTab {
  return TABS.find((tab) => tab === filter) ?? "overdue";
}

/** The dues list's filters as links: each keeps the search and goes back to page 1. */
export function DuesTabs({ current, searchTerm }: { current: DuesTab; searchTerm: string }) {
  const t = useTranslations("dues.tabs");
  const labels: Record<DuesTab, string> = { overdue: t("overdue"), due: t("due"), notice: t("notice"), checked_out: t("checked_out"), all: t("all") };
  return (
    <nav aria-label={t("label")} className="flex flex-wrap gap-1 rounded-lg border bg-card p-1">
      {TABS.map((tab) => {
        const query = new URLSearchParams({ filter: tab, ...(searchTerm ? { searchTerm } : {}) });
        const active = tab === current;
        return (
          <Link
            key={tab}
            href={`/dues?${query.toString()}`}
            aria-current={active ? "page" : undefined}
            scroll={false}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            {labels[tab]}
          </Link>
        );
      })}
    </nav>
  );
}
