"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { CircleCheck, Loader2 } from "lucide-react";
import { LeaveGuard } from "@/components/form/leave-guard";
import { useHydrated } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, api, newIdempotencyKey } from "@/lib/browser/api-client";
import { dayInputValue, maskDayInput, parseDayInput } from "@/lib/day-input";
import { formatDate, formatPKR } from "@/lib/format";
import { useServerText } from "@/lib/i18n/server-text";
import { toast } from "@/lib/browser/toast";
import type { BillJson } from "./bill-types";
import { formatRate } from "./rate";

// The Electricity screen's one form (docs/bills.md, "Screens"): the reading date, a new reading per
// room typed in the server-rendered sheet, each row's bill and split from the preview call as it is
// typed, and "Save readings", one POST per typed room. The sheet's cells that take part are
// <ReadingEntry> and <BillPreview>, which share this form's state.

interface Typed {
  reading: string;
  replaced: boolean;
  oldMeterFinal: string;
}

type Preview =
  { state: "working" } | { state: "ready"; bill: BillJson | null } | { state: "failed"; message: string; field: string | null };

interface RowState {
  preview?: Preview;
  /** The bill of the reading saved from this row (null: the meter's first reading). */
  saved?: { bill: BillJson | null };
  /** The save's refusal, under the field it names. */
  refused?: { message: string; field: string | null };
}

interface FormState {
  readOn: string | null;
  typed: Record<string, Typed>;
  rows: Record<string, RowState>;
  saving: boolean;
  setTyped: (roomId: string, change: Partial<Typed>) => void;
  setRow: (roomId: string, change: RowState) => void;
}

const Form = createContext<FormState | null>(null);

function useReadingsForm(): FormState {
  const state = useContext(Form);
  if (!state) throw new Error("ReadingEntry and BillPreview belong inside <ReadingsForm>");
  return state;
}

const EMPTY: Typed = { reading: "", replaced: false, oldMeterFinal: "" };
/** What the API takes: the digits as typed, without the thousands separators or spaces one may type. */
const figure = (text: string) => text.replace(/[,\s\u00a0]/g, "");
const isTyped = (typed: Typed | undefined) => Boolean(typed && figure(typed.reading));
const bodyOf = (readOn: string, typed: Typed) => ({
  readOn,
  reading: figure(typed.reading),
  replaced: typed.replaced,
  ...(typed.replaced && { oldMeterFinal: figure(typed.oldMeterFinal) }),
});

/** The first field a refusal names, or null when it names none of a row's. */
function refusalOf(error: unknown, fallback: string): { message: string; field: string | null } {
  if (!(error instanceof ApiError)) return { message: fallback, field: null };
  const [field, message] = Object.entries(error.errors ?? {})[0] ?? [null, error.message];
  return { message: message || error.message || fallback, field };
}

/** The form around the sheet: the reading date, the typed readings and their bills, and the save. */
export function ReadingsForm({ today, children }: { today: string; children: React.ReactNode }) {
  const t = useTranslations("electricity");
  const router = useRouter();
  const hydrated = useHydrated();
  const [dateText, setDateText] = useState(dayInputValue(today));
  const [typed, setTypedState] = useState<Record<string, Typed>>({});
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const [saving, setSaving] = useState(false);
  const readOn = parseDayInput(dateText);
  const dateError =
    dateText.trim() === ""
      ? "Reading date is required"
      : !readOn
        ? "Reading date must be a day like 05-03-2026"
        : readOn > today
          ? "Reading date cannot be in the future"
          : null;
  const serverText = useServerText();

  const setTyped = useCallback(
    (roomId: string, change: Partial<Typed>) => setTypedState((all) => ({ ...all, [roomId]: { ...(all[roomId] ?? EMPTY), ...change } })),
    [],
  );
  // A change that changes nothing keeps the state as it is: every row clears its empty preview on mount.
  const setRow = useCallback(
    (roomId: string, change: RowState) =>
      setRows((all) => {
        const current = all[roomId] ?? {};
        const same = (Object.keys(change) as (keyof RowState)[]).every((name) => current[name] === change[name]);
        return same ? all : { ...all, [roomId]: { ...current, ...change } };
      }),
    [],
  );
  const pending = Object.entries(typed).filter(([, row]) => isTyped(row));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (dateError || !readOn) return;
    if (pending.length === 0) {
      toast.error(t("form.nothingTyped"));
      return;
    }
    setSaving(true);
    let saved = 0;
    let failed = 0;
    // One POST per room, one after another: a refused room keeps its figures and its message, the others are saved.
    for (const [roomId, row] of pending) {
      try {
        const answer = await api<{ bill: BillJson | null }>(`/rooms/${roomId}/readings`, {
          method: "POST",
          body: bodyOf(readOn, row),
          idempotencyKey: newIdempotencyKey(),
        });
        setRow(roomId, { saved: { bill: answer.bill }, refused: undefined, preview: undefined });
        setTyped(roomId, EMPTY);
        saved += 1;
      } catch (error) {
        setRow(roomId, { refused: refusalOf(error, t("form.failed")), saved: undefined });
        failed += 1;
      }
    }
    setSaving(false);
    if (saved) toast.success(t("form.saved", { count: saved }));
    if (failed) toast.error(t("form.notSaved", { count: failed }));
    // The sheet's last readings, from the server.
    if (saved) router.refresh();
  }

  const state = useMemo<FormState>(
    () => ({ readOn: dateError ? null : readOn, typed, rows, saving, setTyped, setRow }),
    [dateError, readOn, typed, rows, saving, setTyped, setRow],
  );

  return (
    <Form.Provider value={state}>
      <form onSubmit={save} noValidate className="grid gap-4" aria-busy={saving}>
        <LeaveGuard when={pending.length > 0 && !saving} />
        <div className="grid gap-1.5 rounded-lg border bg-card p-4 sm:max-w-sm">
          <Label htmlFor="reading-date">{t("form.readOn")}</Label>
          <Input
            id="reading-date"
            value={dateText}
            onChange={(event) => setDateText(maskDayInput(event.target.value))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            className="w-36 tabular-nums"
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? "reading-date-error" : "reading-date-hint"}
          />
          {dateError ? (
            <p id="reading-date-error" role="alert" className="text-sm text-destructive">
              {serverText(dateError)}
            </p>
          ) : (
            <p id="reading-date-hint" className="text-xs text-muted-foreground">
              {t("form.readOnHint")}
            </p>
          )}
        </div>
        {children}
        <div className="sticky bottom-0 z-10 flex items-center justify-between gap-3 rounded-lg border bg-card p-2 shadow-sm sm:p-3">
          <p className="min-w-0 text-sm text-muted-foreground" aria-live="polite">
            {t("form.typed", { count: pending.length })}
          </p>
          <Button type="submit" disabled={saving || !hydrated} aria-busy={saving} className="shrink-0">
            {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {saving ? t("form.saving") : t("form.save")}
          </Button>
        </div>
      </form>
    </Form.Provider>
  );
}

/** How long typing must pause before a row's bill is asked for. */
const PREVIEW_DELAY_MS = 400;

/** A room's new reading: the figure, "meter replaced" with the old meter's final figure, and what the save or preview refused. */
export function ReadingEntry({ roomId, roomNumber }: { roomId: string; roomNumber: string }) {
  const t = useTranslations("electricity");
  const serverText = useServerText();
  const { readOn, typed, rows, saving, setTyped, setRow } = useReadingsForm();
  const row = typed[roomId] ?? EMPTY;
  const state = rows[roomId] ?? {};
  const asked = useRef(0);

  // The bill as typed, asked for once typing pauses; a later answer replaces an earlier one, never the reverse.
  const key = readOn && isTyped(row) ? JSON.stringify(bodyOf(readOn, row)) : null;
  useEffect(() => {
    const ask = ++asked.current;
    if (!key) {
      setRow(roomId, { preview: undefined });
      return;
    }
    setRow(roomId, { preview: { state: "working" }, refused: undefined });
    const timer = window.setTimeout(async () => {
      try {
        const { bill } = await api<{ bill: BillJson | null }>(`/rooms/${roomId}/readings/preview`, {
          method: "POST",
          body: JSON.parse(key) as unknown,
        });
        if (ask === asked.current) setRow(roomId, { preview: { state: "ready", bill } });
      } catch (error) {
        if (ask === asked.current) setRow(roomId, { preview: { state: "failed", ...refusalOf(error, t("preview.failed")) } });
      }
    }, PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, roomId, setRow, t]);

  const problem = state.refused ?? (state.preview?.state === "failed" ? state.preview : null);
  const readingError = problem && problem.field !== "oldMeterFinal" ? problem.message : null;
  const oldMeterError = problem && problem.field === "oldMeterFinal" ? problem.message : null;
  const ids = { reading: `reading-${roomId}`, old: `old-meter-${roomId}`, replaced: `replaced-${roomId}` };
  // Typing again after a save starts a new reading: the saved one's note goes.
  const type = (change: Partial<Typed>) => {
    setTyped(roomId, change);
    setRow(roomId, { saved: undefined });
  };

  return (
    <div className="grid w-full min-w-0 gap-2 md:w-44">
      <Input
        id={ids.reading}
        value={row.reading}
        onChange={(event) => type({ reading: event.target.value })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        disabled={saving}
        aria-label={t("form.reading", { room: roomNumber })}
        aria-invalid={readingError ? true : undefined}
        aria-describedby={readingError ? `${ids.reading}-error` : undefined}
        className="tabular-nums"
      />
      {readingError ? (
        <p id={`${ids.reading}-error`} role="alert" className="text-sm text-destructive">
          {serverText(readingError)}
        </p>
      ) : null}
      <label htmlFor={ids.replaced} className="flex items-center gap-2 text-sm">
        <input
          id={ids.replaced}
          type="checkbox"
          className="size-4 shrink-0 accent-primary"
          checked={row.replaced}
          disabled={saving}
          onChange={(event) => type({ replaced: event.target.checked })}
        />
        {t("form.replaced")}
      </label>
      {row.replaced ? (
        <div className="grid gap-1">
          <Label htmlFor={ids.old} className="text-xs">
            {t("form.oldMeterFinal")}
          </Label>
          <Input
            id={ids.old}
            value={row.oldMeterFinal}
            onChange={(event) => type({ oldMeterFinal: event.target.value })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            disabled={saving}
            aria-invalid={oldMeterError ? true : undefined}
            aria-describedby={oldMeterError ? `${ids.old}-error` : undefined}
            className="tabular-nums"
          />
          {oldMeterError ? (
            <p id={`${ids.old}-error`} role="alert" className="text-sm text-destructive">
              {serverText(oldMeterError)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A row's bill: as the preview works it out while typing, or as it was saved. */
export function BillPreview({ roomId }: { roomId: string }) {
  const t = useTranslations("electricity");
  const locale = useLocale();
  const { rows } = useReadingsForm();
  const state = rows[roomId] ?? {};
  const preview = state.saved ? { state: "ready" as const, bill: state.saved.bill } : state.preview;

  return (
    <div aria-live="polite" className="grid min-w-0 gap-1 text-sm md:w-64">
      {state.saved ? (
        <p className="flex items-center gap-1.5 font-medium text-primary">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {state.saved.bill ? t("form.savedRow", { amount: formatPKR(state.saved.bill.amount, locale) }) : t("form.savedFirst")}
        </p>
      ) : null}
      {!preview ? <p className="text-muted-foreground">{t("preview.typeReading")}</p> : null}
      {preview?.state === "working" ? (
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t("preview.working")}
        </p>
      ) : null}
      {preview?.state === "ready" && !preview.bill ? <p className="text-muted-foreground">{t("preview.first")}</p> : null}
      {preview?.state === "ready" && preview.bill ? <BillFigures bill={preview.bill} /> : null}
    </div>
  );
}

function BillFigures({ bill }: { bill: BillJson }) {
  const t = useTranslations("electricity");
  const locale = useLocale();
  return (
    <div className="grid gap-1" data-testid="bill">
      <p className="font-semibold tabular-nums">
        {t("preview.bill", {
          units: t("sheet.unitsValue", { units: bill.units }),
          rate: formatRate(bill.rate, locale),
          amount: formatPKR(bill.amount, locale),
        })}
      </p>
      <p className="text-xs text-muted-foreground">{t("preview.period", { from: formatDate(bill.from), to: formatDate(bill.to) })}</p>
      {bill.shares.length === 0 ? (
        <p className="text-muted-foreground">{t("preview.nobody")}</p>
      ) : (
        <ul className="grid gap-0.5">
          {bill.shares.map((share) => (
            <li key={share.bookingId} className="flex min-w-0 justify-between gap-3">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {share.studentName} <span className="text-xs text-muted-foreground">({t("preview.share", { days: share.bedDays })})</span>
              </span>
              <span className="shrink-0 tabular-nums">{formatPKR(share.amount, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
