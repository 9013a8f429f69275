import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** The customers list's filter as links, All and Incomplete (`?complete=false`): each keeps the search and goes back to page 1. */
export function CompletenessTabs({ incompleteOnly, searchTerm }: { incompleteOnly: boolean; searchTerm: string }) {
  const t = useTranslations("customers.list");
  const tabs = [
    { key: "all", active: !incompleteOnly, query: new URLSearchParams(searchTerm ? { searchTerm } : {}) },
    { key: "incomplete", active: incompleteOnly, query: new URLSearchParams({ complete: "false", ...(searchTerm ? { searchTerm } : {}) }) },
  ] as const;
  return (
    <nav aria-label={t("showFilter")} className="flex flex-wrap gap-1 rounded-lg border bg-card p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={`/customers${tab.query.size ? `?${tab.query.toString()}` : ""}`}
          aria-current={tab.active ? "page" : undefined}
          scroll={false}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            tab.active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
