"use client";

import { useState, useTransition } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { DayFilterField } from "@/components/form/day-filter-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { dayInputValue, parseDayInput } from "@/lib/day-input";
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

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 md:text-sm";

/**
 * The payments list's filters, kept in the URL (`?from=&to=&mode=&recordedBy=`, the search as it is):
 * the first and last day, typed as DD-MM-YYYY, a mode and the administrator who recorded them. Give it
 * `key` of the current query so it shows the URL's filters after any navigation.
 */
export function PaymentListFilters({ administrators, current }: { administrators: { _id: string; username: string }[]; current: PaymentFilterValues }) {
  const t = useTranslations("receiptsList.filters");
  const common = useTranslations("common");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [from, setFrom] = useState(dayInputValue(current.from));
  const [to, setTo] = useState(dayInputValue(current.to));
  const [mode, setMode] = useState(current.mode ?? "");
  const [recordedBy, setRecordedBy] = useState(current.recordedBy ?? "");
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const active = Boolean(searchParams.get("from") || searchParams.get("to") || current.mode || current.recordedBy);

  /** The list with these filters and the search typed, on page 1. */
  function go(filters: PaymentFilterValues) {
    const params = new URLSearchParams();
    for (const key of ["from", "to", "mode", "recordedBy"] as const) if (filters[key]) params.set(key, filters[key]);
    const searchTerm = searchParams.get("searchTerm");
    if (searchTerm) params.set("searchTerm", searchTerm);
    const query = params.toString();
    startTransition(() => router.push(query ? `/payments?${query}` : "/payments", { scroll: false }));
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const fromDay = from.trim() ? parseDayInput(from) : null;
    const toDay = to.trim() ? parseDayInput(to) : null;
    const problems: { from?: string; to?: string } = {};
    if (from.trim() && !fromDay) problems.from = t("invalidDate");
    if (to.trim() && !toDay) problems.to = t("invalidDate");
    if (fromDay && toDay && fromDay > toDay) problems.to = t("fromAfterTo");
    setErrors(problems);
    if (problems.from || problems.to) return;
    go({ from: fromDay ?? undefined, to: toDay ?? undefined, mode, recordedBy });
  }

  function clear() {
    setFrom("");
    setTo("");
    setMode("");
    setRecordedBy("");
    setErrors({});
    go({});
  }

  const dayField = (id: "from" | "to", value: string, set: (value: string) => void) => (
    <DayFilterField id={`payments-${id}`} label={t(id)} value={value} onChange={set} error={errors[id]} />
  );

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t("label")}
      aria-busy={pending}
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-3 lg:grid-cols-[9rem_9rem_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
    >
      {dayField("from", from, setFrom)}
      {dayField("to", to, setTo)}
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor="payments-mode">{t("mode")}</Label>
        <select id="payments-mode" value={mode} onChange={(event) => setMode(event.target.value)} className={selectClass}>
          <option value="">{t("anyMode")}</option>
          {PAYMENT_MODES.map((value) => (
            <option key={value} value={value}>
              {paymentModeLabel(value, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor="payments-recorded-by">{t("administrator")}</Label>
        <select id="payments-recorded-by" value={recordedBy} onChange={(event) => setRecordedBy(event.target.value)} className={selectClass}>
          <option value="">{t("anyAdministrator")}</option>
          {administrators.map((administrator) => (
            <option key={administrator._id} value={administrator._id}>
              {administrator.username}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-2 lg:col-span-1 lg:mt-[1.375rem]">
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
