"use client";

import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { DayFilterField } from "@/components/form/day-filter-field";
import type { Option } from "@/components/form/select-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { dayInputValue, parseDayInput } from "@/lib/day-input";
import { cn } from "@/lib/utils";

// A list's filters kept in the URL: the bar (its fields, Apply, Clear while a filter is on, a spinner
// while the list loads), its selects, and a range of days typed as DD-MM-YYYY.

/**
 * Goes to the list at `path` with new filters (page 1), keeping the scroll where it is; the URL's `kept`
 * parameters (the search typed, the tab) go along as they are. `pending` while the list loads.
 */
export function useFilterNavigation(path: string, kept: readonly string[]) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  /** The filters that are on (an empty or missing value is off), in the order given. */
  function go(filters: Record<string, string | undefined>) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
    for (const key of kept) {
      const value = searchParams.get(key);
      if (value) params.set(key, value);
    }
    const query = params.toString();
    startTransition(() => router.push(query ? `${path}?${query}` : path, { scroll: false }));
  }
  return { pending, go };
}

/** A filter bar's texts, the same keys in each list's `filters` messages. */
export type FilterBarText = (key: "label" | "apply" | "clear") => string;

export function FilterBar({
  text,
  pending,
  active,
  onSubmit,
  onClear,
  className,
  actionsClassName,
  children,
}: {
  /** The form's accessible name ("label"), and its buttons' words. */
  text: FilterBarText;
  pending: boolean;
  /** Whether a filter is on (Clear is shown). */
  active: boolean;
  onSubmit: () => void;
  onClear: () => void;
  /** The grid of the fields and the buttons. */
  className: string;
  actionsClassName?: string;
  children: ReactNode;
}) {
  const common = useTranslations("common");
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form
      onSubmit={submit}
      aria-label={text("label")}
      aria-busy={pending}
      className={cn("grid gap-3 rounded-lg border bg-card p-3", className)}
    >
      {children}
      <div className={cn("flex flex-wrap items-center gap-2", actionsClassName)}>
        <Button type="submit" disabled={pending}>
          {text("apply")}
        </Button>
        {active ? (
          <Button type="button" variant="ghost" onClick={onClear} disabled={pending}>
            {text("clear")}
          </Button>
        ) : null}
        {pending ? <Spinner label={common("loading")} className="[&_svg]:h-4 [&_svg]:w-4" /> : null}
      </div>
    </form>
  );
}

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 md:text-sm";

/** A labelled select of a filter bar; its first choice (`anyLabel`, value `anyValue`) turns the filter off. */
export function FilterSelect({
  id,
  label,
  anyLabel,
  anyValue = "",
  options,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  anyLabel: string;
  anyValue?: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        <option value={anyValue}>{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type RangeErrors = { from?: string; to?: string };

/**
 * A From–To range of days typed as DD-MM-YYYY, starting at the URL's days (YYYY-MM-DD). `check()` shows
 * the fields' messages and gives the days to put in the URL, or null while one is wrong.
 */
export function useDayRange(initial: { from?: string; to?: string }, messages: { invalidDate: string; fromAfterTo: string }) {
  const [from, setFrom] = useState(dayInputValue(initial.from));
  const [to, setTo] = useState(dayInputValue(initial.to));
  const [errors, setErrors] = useState<RangeErrors>({});

  function check(): { from?: string; to?: string } | null {
    const fromDay = from.trim() ? parseDayInput(from) : null;
    const toDay = to.trim() ? parseDayInput(to) : null;
    const problems: RangeErrors = {};
    if (from.trim() && !fromDay) problems.from = messages.invalidDate;
    if (to.trim() && !toDay) problems.to = messages.invalidDate;
    if (fromDay && toDay && fromDay > toDay) problems.to = messages.fromAfterTo;
    setErrors(problems);
    if (problems.from || problems.to) return null;
    return { from: fromDay ?? undefined, to: toDay ?? undefined };
  }

  function clear() {
    setFrom("");
    setTo("");
    setErrors({});
  }

  /** The From or To field; its input's id is `${idPrefix}-from` or `${idPrefix}-to`. */
  function field(which: "from" | "to", idPrefix: string, label: string) {
    return (
      <DayFilterField
        id={`${idPrefix}-${which}`}
        label={label}
        value={which === "from" ? from : to}
        onChange={which === "from" ? setFrom : setTo}
        error={errors[which]}
      />
    );
  }

  return { check, clear, field };
}
