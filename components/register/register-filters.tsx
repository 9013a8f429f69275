"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { FilterBar, useDayRange, useFilterNavigation } from "@/components/form/filter-bar";

/**
 * The register's range of check-in days, kept in the URL (`?from=&to=`, the tab and search as they are),
 * typed as DD-MM-YYYY. Give it `key` of the current query so it shows the URL's days after a navigation.
 */
export function RegisterFilters({ from: initialFrom, to: initialTo }: { from?: string; to?: string }) {
  const t = useTranslations("register.filters");
  const searchParams = useSearchParams();
  const { pending, go } = useFilterNavigation("/register", ["status", "searchTerm"]);
  const days = useDayRange({ from: initialFrom, to: initialTo }, { invalidDate: t("invalidDate"), fromAfterTo: t("fromAfterTo") });
  const active = Boolean(searchParams.get("from") || searchParams.get("to"));

  function show(range: { from?: string; to?: string }) {
    go({ from: range.from, to: range.to });
  }

  return (
    <FilterBar
      text={t}
      pending={pending}
      active={active}
      onSubmit={() => {
        const range = days.check();
        if (range) show(range);
      }}
      onClear={() => {
        days.clear();
        show({});
      }}
      className="grid-cols-2 sm:grid-cols-[10rem_10rem_auto] sm:items-start"
      actionsClassName="col-span-2 sm:col-span-1 sm:mt-[1.375rem]"
    >
      {days.field("from", "register", t("from"))}
      {days.field("to", "register", t("to"))}
    </FilterBar>
  );
}
