import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { MODE_FILTERS, type DashboardQuery, type ModeFilter } from "@/lib/validations/dashboard";
import { cn } from "@/lib/utils";
import { paymentModeLabel } from "@/lib/format";
import { firstOf, type SearchParams } from "@/lib/search-params";

const isModeFilter = (value: unknown): value is ModeFilter => (MODE_FILTERS as readonly unknown[]).includes(value);

/** The dashboard's `?incomeMode=&securityMode=` from its URL; a missing or unknown value is "all". */
export function dashboardQueryOf(searchParams: SearchParams): DashboardQuery {
  const modeOf = (value: string | string[] | undefined): ModeFilter => {
    const first = firstOf(value);
    return isModeFilter(first) ? first : "all";
  };
  return { incomeMode: modeOf(searchParams.incomeMode), securityMode: modeOf(searchParams.securityMode) };
}

/** The dashboard URL for a query; "all" is left out so the plain dashboard stays at '/'. */
export function dashboardHref(query: DashboardQuery): string {
  const params = new URLSearchParams();
  if (query.incomeMode !== "all") params.set("incomeMode", query.incomeMode);
  if (query.securityMode !== "all") params.set("securityMode", query.securityMode);
  const search = params.toString();
  return search ? `/?${search}` : "/";
}

/**
 * The mode a card shows, in words: 'All' (`all`, the catalogue's word), 'Cash', 'Bank Transfer', 'JazzCash'
 * or 'Easypaisa', in the page's language.
 */
export const modeLabel = (mode: ModeFilter, all: string, locale?: Locale) => (mode === "all" ? all : paymentModeLabel(mode, locale));

interface ModeFilterLinksProps {
  /** What the group filters, for screen readers, e.g. 'Income payment mode'. */
  label: string;
  /** Which of the two filters these links change. */
  param: keyof DashboardQuery;
  query: DashboardQuery;
}

/**
 * The All / Cash / Bank Transfer filter of a card, as links that change only this card's
 * parameter: it works without JavaScript and survives a reload. Sits above the card's own link.
 */
export function ModeFilterLinks({ label, param, query }: ModeFilterLinksProps) {
  const t = useTranslations("dashboard");
  const locale = useLocale();
  return (
    <div
      role="group"
      aria-label={label}
      className="relative z-10 inline-flex w-fit max-w-full flex-wrap rounded-md border bg-muted p-0.5 text-xs font-medium"
    >
      {MODE_FILTERS.map((mode) => {
        const active = query[param] === mode;
        return (
          <Link
            key={mode}
            href={dashboardHref({ ...query, [param]: mode })}
            scroll={false}
            replace
            aria-current={active ? "true" : undefined}
            className={cn(
              "whitespace-nowrap rounded-[5px] px-2.5 py-1.5 transition-colors sm:py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              active ? "bg-primary text-primary-foreground shadow-sm" : "text-muted-foreground hover:bg-card hover:text-foreground",
            )}
          >
            {modeLabel(mode, t("modes.all"), locale)}
          </Link>
        );
      })}
    </div>
  );
}
