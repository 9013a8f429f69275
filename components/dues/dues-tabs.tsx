import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { DUES_TABS, type DuesTab } from "@/lib/validations/dues";

/** The dues list's filters as links: each keeps the search and goes back to page 1. */
export function DuesTabs({ current, searchTerm }: { current: DuesTab; searchTerm: string }) {
  const t = useTranslations("dues.tabs");
  return (
    <nav aria-label={t("label")} className="flex flex-wrap gap-1 rounded-lg border bg-card p-1">
      {DUES_TABS.map((tab) => {
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
            {t(tab)}
          </Link>
        );
      })}
    </nav>
  );
}
