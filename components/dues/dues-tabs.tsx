import Link from "next/link";
import { cn } from "@/lib/utils";
import type { DUES_FILTERS } from "@/lib/validations/stays";

export type DuesTab = (typeof DUES_FILTERS)[number] | "all";

const TABS: { value: DuesTab; label: string }[] = [
  { value: "overdue", label: "Overdue" },
  { value: "due", label: "Due" },
  { value: "notice", label: "On notice" },
  { value: "checked_out", label: "Checked out" },
  { value: "all", label: "All" },
];

/** The tab of `?filter=`: Overdue when missing or unknown, the morning's first question. */
export function duesTabOf(filter: string | undefined): DuesTab {
  return TABS.find((tab) => tab.value === filter)?.value ?? "overdue";
}

/** The dues list's filters as links: each keeps the search and goes back to page 1. */
export function DuesTabs({ current, searchTerm }: { current: DuesTab; searchTerm: string }) {
  return (
    <nav aria-label="Dues filter" className="flex flex-wrap gap-1 rounded-lg border bg-card p-1">
      {TABS.map((tab) => {
        const query = new URLSearchParams({ filter: tab.value, ...(searchTerm ? { searchTerm } : {}) });
        const active = tab.value === current;
        return (
          <Link
            key={tab.value}
            href={`/dues?${query.toString()}`}
            aria-current={active ? "page" : undefined}
            scroll={false}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
