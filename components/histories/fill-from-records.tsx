"use client";

import { useState } from "react";
import { DatabaseZap, Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/browser/toast";
import { Field } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api, errorMessage } from "@/lib/browser/api-client";
import { formatYearMonth } from "@/lib/format";

interface FillFromRecordsProps {
  /** YYYY-MM the month picker starts on. */
  initialMonth?: string;
  /** Receives the month's figures: `month` ('March 2024') and every figure the server knows. */
  onFilled: (figures: Record<string, unknown>) => void;
}

/**
 * 'Fill from records' (beyond the spec): asks the server for a month's figures (customers, bookings,
 * staff and workers, salaries, security charges, maintenance cost, amounts received and paid) and
 * puts them into the Add History form, the bills included (from the month's expenses).
 */
export function FillFromRecords({ initialMonth = "", onFilled }: FillFromRecordsProps) {
  const t = useTranslations("histories.fill");
  const locale = useLocale();
  const [month, setMonth] = useState(initialMonth);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  async function fill() {
    setNotice(undefined);
    if (!month) {
      setError(t("chooseMonth"));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { data } = await api<{ data: Record<string, unknown> }>(`/history/fill-from-records?month=${encodeURIComponent(month)}`);
      onFilled(data);
      // The server names the month in English ('March 2024', also what goes into the form); Urdu names it itself.
      const monthName = locale === "en" ? String(data.month ?? month) : formatYearMonth(month, locale);
      setNotice(t("notice", { month: monthName }));
      toast.success(t("filled", { month: monthName }));
    } catch (failure) {
      const message = errorMessage(failure, t("failed"));
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="fill-from-records-title" className="grid gap-3 rounded-md border border-dashed bg-muted/60 p-4">
      <div>
        <h2 id="fill-from-records-title" className="text-sm font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label={t("month")} error={error} className="sm:w-56">
          {(control) => (
            <Input
              {...control}
              type="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              onKeyDown={(event) => {
                // Enter here means "fill", not "save the history" (this sits inside the history form).
                if (event.key === "Enter") {
                  event.preventDefault();
                  void fill();
                }
              }}
            />
          )}
        </Field>
        <Button type="button" variant="secondary" onClick={fill} disabled={busy} aria-busy={busy} className="sm:mt-5">
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <DatabaseZap aria-hidden="true" />}
          {busy ? t("filling") : t("button")}
        </Button>
      </div>
      <p role="status" className="text-sm text-success empty:hidden">
        {notice}
      </p>
    </section>
  );
}
