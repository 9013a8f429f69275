"use client";

import { useState, useTransition } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { DayFilterField } from "@/components/form/day-filter-field";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { dayInputValue, parseDayInput } from "@/lib/day-input";

/**
 * The register's range of check-in days, kept in the URL (`?from=&to=`, the tab and search as they are),
 * typed as DD-MM-YYYY. Give it `key` of the current query so it shows the URL's days after a navigation.
 */
export function RegisterFilters({ from: initialFrom, to: initialTo }: { from?: string; to?: string }) {
  const t = useTranslations("register.filters");
  const common = useTranslations("common");
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [from, setFrom] = useState(dayInputValue(initialFrom));
  const [to, setTo] = useState(dayInputValue(initialTo));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const active = Boolean(searchParams.get("from") || searchParams.get("to"));

  function go(days: { from?: string; to?: string }) {
    const params = new URLSearchParams();
    for (const key of ["status", "searchTerm"] as const) {
      const value = searchParams.get(key);
      if (value) params.set(key, value);
    }
    if (days.from) params.set("from", days.from);
    if (days.to) params.set("to", days.to);
    const query = params.toString();
    startTransition(() => router.push(query ? `/register?${query}` : "/register", { scroll: false }));
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
    go({ from: fromDay ?? undefined, to: toDay ?? undefined });
  }

  const dayField = (id: "from" | "to", value: string, set: (value: string) => void) => (
    <DayFilterField id={`register-${id}`} label={t(id)} value={value} onChange={set} error={errors[id]} />
  );

  return (
    <form onSubmit={onSubmit} aria-label={t("label")} aria-busy={pending} className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[10rem_10rem_auto] sm:items-start">
      {dayField("from", from, setFrom)}
      {dayField("to", to, setTo)}
      <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:mt-[1.375rem]">
        <Button type="submit" disabled={pending}>
          {t("apply")}
        </Button>
        {active ? (
          <Button
            type="button"
            variant="ghost"
            disabled={pending}
            onClick={() => {
              setFrom("");
              setTo("");
              setErrors({});
              go({});
            }}
          >
            {t("clear")}
          </Button>
        ) : null}
        {pending ? <Spinner label={common("loading")} className="[&_svg]:h-4 [&_svg]:w-4" /> : null}
      </div>
    </form>
  );
}
