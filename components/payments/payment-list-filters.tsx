"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { FilterBar, FilterSelect, useDayRange, useFilterNavigation } from "@/components/form/filter-bar";
import { optionsOf } from "@/components/form/select-field";
import { paymentModeLabel } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { PAYMENT_MODES } from "@/models/enums";

export interface PaymentFilterValues {
  /** YYYY-MM-DD, the hostel's calendar. */
  from?: string;
  to?: string;
  mode?: string;
  recordedBy?: string;
}

/**
 * The payments list's filters, kept in the URL (`?from=&to=&mode=&recordedBy=`, the search as it is):
 * the first and last day, typed as DD-MM-YYYY, a mode and the administrator who recorded them. Give it
 * `key` of the current query so it shows the URL's filters after any navigation.
 */
export function PaymentListFilters({
  administrators,
  current,
}: {
  administrators: { _id: string; username: string }[];
  current: PaymentFilterValues;
}) {
  const t = useTranslations("receiptsList.filters");
  const locale = useLocale() as Locale;
  const searchParams = useSearchParams();
  const { pending, go } = useFilterNavigation("/payments", ["searchTerm"]);
  const days = useDayRange(current, { invalidDate: t("invalidDate"), fromAfterTo: t("fromAfterTo") });
  const [mode, setMode] = useState(current.mode ?? "");
  const [recordedBy, setRecordedBy] = useState(current.recordedBy ?? "");
  const active = Boolean(searchParams.get("from") || searchParams.get("to") || current.mode || current.recordedBy);

  /** The list with these filters and the search typed, on page 1. */
  function show(filters: PaymentFilterValues) {
    go({ from: filters.from, to: filters.to, mode: filters.mode, recordedBy: filters.recordedBy });
  }

  function onSubmit() {
    const range = days.check();
    if (range) show({ ...range, mode, recordedBy });
  }

  function clear() {
    days.clear();
    setMode("");
    setRecordedBy("");
    show({});
  }

  return (
    <FilterBar
      text={t}
      pending={pending}
      active={active}
      onSubmit={onSubmit}
      onClear={clear}
      className="grid-cols-2 lg:grid-cols-[9rem_9rem_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
      actionsClassName="col-span-2 lg:col-span-1 lg:mt-[1.375rem]"
    >
      {days.field("from", "payments", t("from"))}
      {days.field("to", "payments", t("to"))}
      <FilterSelect
        id="payments-mode"
        label={t("mode")}
        anyLabel={t("anyMode")}
        options={optionsOf(PAYMENT_MODES, (value) => paymentModeLabel(value, locale))}
        value={mode}
        onChange={setMode}
        className="col-span-2 sm:col-span-1"
      />
      <FilterSelect
        id="payments-recorded-by"
        label={t("administrator")}
        anyLabel={t("anyAdministrator")}
        options={administrators.map((administrator) => ({ value: administrator._id, label: administrator.username }))}
        value={recordedBy}
        onChange={setRecordedBy}
        className="col-span-2 sm:col-span-1"
      />
    </FilterBar>
  );
}
