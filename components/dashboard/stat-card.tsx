import type * as React from "react";
import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export type StatTone = "blue" | "green" | "violet" | "amber" | "rose" | "teal";

const TONES: Record<StatTone, string> = {
  blue: "bg-blue-100 text-blue-800",
  green: "bg-green-100 text-green-800",
  violet: "bg-violet-100 text-violet-800",
  amber: "bg-amber-100 text-amber-800",
  rose: "bg-rose-100 text-rose-800",
  teal: "bg-teal-100 text-teal-800",
};

interface StatCardProps {
  /** The card's id, in English whatever the language ('total-income'): its heading is `stat-<id>`. */
  id: string;
  /** The card's title, e.g. 'Total Income': the names administrators know from the original panel. */
  title: string;
  /** The figure, already formatted ('PKR 12,500', '42'). */
  value: string;
  /** A short line under the figure, e.g. what it counts. */
  note?: string;
  icon: LucideIcon;
  tone: StatTone;
  /** The list screen the card opens; the whole card is the link. */
  href: string;
  /** Controls shown above the card's link, such as the payment-mode filter. */
  filter?: React.ReactNode;
}

/** One dashboard figure. The title's link stretches over the card; a filter sits on top of it. */
export function StatCard({ id: cardId, title, value, note, icon: Icon, tone, href, filter }: StatCardProps) {
  const id = `stat-${cardId}`;
  return (
    <section
      aria-labelledby={id}
      className="relative flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          <Link
            href={href}
            className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {title}
          </Link>
        </h2>
        <span className={cn("flex h-10 w-10 shrink-0 items-center justify-center rounded-full", TONES[tone])} aria-hidden="true">
          <Icon className="h-5 w-5" />
        </span>
      </div>
      <div className="-mt-3">
        <p data-testid="stat-value" className="text-2xl font-semibold tracking-tight tabular-nums text-foreground">
          {value}
        </p>
        {note ? <p className="mt-1 text-xs text-muted-foreground">{note}</p> : null}
      </div>
      {filter}
    </section>
  );
}
