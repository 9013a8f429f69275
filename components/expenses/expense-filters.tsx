"use client";

import { useState, useTransition } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

export interface ExpenseFilterValues {
  /** YYYY-MM, or "all" for every month. */
  month: string;
  category?: string;
}

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 md:text-sm";

/**
 * The expenses list's filters, kept in the URL (`?month=&category=`, the search as it is): a month of
 * the last two years or every month, and a category. Give it `key` of the current query so it shows the
 * URL's filters after any navigation.
 */
export function ExpenseFilters({ months, categories, thisMonth, current }: { months: string[]; categories: string[]; thisMonth: string; current: ExpenseFilterValues }) {
  const t = useTranslations("expenses.filters");
  const common = useTranslations("common");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [month, setMonth] = useState(current.month);
  const [category, setCategory] = useState(current.category ?? "");
  const active = current.month !== thisMonth || Boolean(current.category);

  /** The list with these filters and the search typed, on page 1. */
  function go(filters: { month?: string; category?: string }) {
    const params = new URLSearchParams();
    if (filters.month && filters.month !== thisMonth) params.set("month", filters.month);
    if (filters.category) params.set("category", filters.category);
    const searchTerm = searchParams.get("searchTerm");
    if (searchTerm) params.set("searchTerm", searchTerm);
    const query = params.toString();
    startTransition(() => router.push(query ? `/expenses?${query}` : "/expenses", { scroll: false }));
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    go({ month, category });
  }

  function clear() {
    setMonth(thisMonth);
    setCategory("");
    go({});
  }

  return (
    <form onSubmit={onSubmit} aria-label={t("label")} aria-busy={pending} className="grid grid-cols-1 gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,16rem)_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="expenses-month">{t("month")}</Label>
        <select id="expenses-month" value={month} onChange={(event) => setMonth(event.target.value)} className={selectClass}>
          <option value="all">{t("allMonths")}</option>
          {months.map((value) => (
            <option key={value} value={value}>
              {formatYearMonth(value, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="expenses-category">{t("category")}</Label>
        <select id="expenses-category" value={category} onChange={(event) => setCategory(event.target.value)} className={selectClass}>
          <option value="">{t("anyCategory")}</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={pending}>
          {t("apply")}
        </Button>
        {active ? (
          <Button type="button" variant="ghost" onClick={clear} disabled={pending}>
            {t("clear")}
          </Button>
        ) : null}
        {pending ? <Spinner label={common("loading")} className="[&_svg]:h-4 [&_svg]:w-4" /> : null}
      </div>
    </form>
  );
}
