"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { FilterBar, FilterSelect, useFilterNavigation } from "@/components/form/filter-bar";
import { optionsOf } from "@/components/form/select-field";
import { formatYearMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

export interface ExpenseFilterValues {
  /** YYYY-MM, or "all" for every month. */
  month: string;
  category?: string;
}

/**
 * The expenses list's filters, kept in the URL (`?month=&category=`, the search as it is): a month of
 * the last two years or every month, and a category. Give it `key` of the current query so it shows the
 * URL's filters after any navigation.
 */
export function ExpenseFilters({
  months,
  categories,
  thisMonth,
  current,
}: {
  months: string[];
  categories: string[];
  thisMonth: string;
  current: ExpenseFilterValues;
}) {
  const t = useTranslations("expenses.filters");
  const locale = useLocale() as Locale;
  const { pending, go } = useFilterNavigation("/expenses", ["searchTerm"]);
  const [month, setMonth] = useState(current.month);
  const [category, setCategory] = useState(current.category ?? "");
  const active = current.month !== thisMonth || Boolean(current.category);

  /** The list with these filters and the search typed, on page 1. */
  function show(filters: { month?: string; category?: string }) {
    go({ month: filters.month === thisMonth ? undefined : filters.month, category: filters.category });
  }

  function clear() {
    setMonth(thisMonth);
    setCategory("");
    show({});
  }

  return (
    <FilterBar
      text={t}
      pending={pending}
      active={active}
      onSubmit={() => show({ month, category })}
      onClear={clear}
      className="grid-cols-1 sm:grid-cols-[minmax(0,12rem)_minmax(0,16rem)_auto] sm:items-end"
    >
      <FilterSelect
        id="expenses-month"
        label={t("month")}
        anyLabel={t("allMonths")}
        anyValue="all"
        options={optionsOf(months, (value) => formatYearMonth(value, locale))}
        value={month}
        onChange={setMonth}
      />
      <FilterSelect
        id="expenses-category"
        label={t("category")}
        anyLabel={t("anyCategory")}
        options={optionsOf(categories)}
        value={category}
        onChange={setCategory}
      />
    </FilterBar>
  );
}
