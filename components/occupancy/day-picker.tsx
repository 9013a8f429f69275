"use client";

import { useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import { parseDayInput } from "@/lib/day-input";
import { addDays } from "@/lib/money/days";

/**
 * The day a screen shows, as `?on=YYYY-MM-DD`: typed as DD-MM-YYYY (a browser's own date input follows
 * the browser's locale), a day back or ahead, or today. Give it `key={day}` so it resets on navigation.
 */
export function DayPicker({ day, today }: { day: string; today: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations("occupancy.dayPicker");
  const common = useTranslations("common");
  const [text, setText] = useState(formatDate(day));
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const go = (next: string) => startTransition(() => router.push(`${pathname}?on=${next}`, { scroll: false }));

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const typed = parseDayInput(text);
    setError(typed ? null : t("invalid"));
    if (typed && typed !== day) go(typed);
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-1" aria-busy={pending}>
      <Label htmlFor="occupancy-day">{t("date")}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t("previous")}
          title={t("previous")}
          onClick={() => go(addDays(day, -1))}
          disabled={pending}
        >
          <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
        <Input
          id="occupancy-day"
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputMode="numeric"
          placeholder={common("datePlaceholder")}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "occupancy-day-error" : undefined}
          className="w-32 tabular-nums"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t("next")}
          title={t("next")}
          onClick={() => go(addDays(day, 1))}
          disabled={pending}
        >
          <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
        <Button type="submit" variant="secondary" disabled={pending}>
          {t("show")}
        </Button>
        <Button type="button" variant="ghost" onClick={() => go(today)} disabled={pending || day === today}>
          {t("today")}
        </Button>
        {pending ? <Spinner label={common("loading")} className="[&_svg]:h-4 [&_svg]:w-4" /> : null}
      </div>
      {error ? (
        <p id="occupancy-day-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
