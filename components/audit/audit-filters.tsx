"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DayFilterField } from "@/components/form/day-filter-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { dayInputValue, parseDayInput } from "@/lib/day-input";
import { AUDIT_ENTITIES } from "@/models/enums";

export interface AuditFilterValues {
  actorId?: string;
  entity?: string;
  /** YYYY-MM-DD, the hostel's calendar. */
  from?: string;
  to?: string;
  entityId?: string;
}

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 md:text-sm";

/** The query of a set of filters, in the URL's order; page 1 (no page) whenever they change. */
function auditQuery(filters: AuditFilterValues): string {
  const params = new URLSearchParams();
  for (const key of ["actorId", "entity", "from", "to", "entityId"] as const) if (filters[key]) params.set(key, filters[key]);
  const query = params.toString();
  return query ? `/audit?${query}` : "/audit";
}

/**
 * The audit log's filters, kept in the URL (`?actorId=&entity=&from=&to=`): an administrator, a kind of
 * record and the first and last day, typed as DD-MM-YYYY. Give it `key` of the current query so it
 * shows the URL's filters after any navigation.
 */
export function AuditFilters({ actors, current }: { actors: { _id: string; username: string }[]; current: AuditFilterValues }) {
  const t = useTranslations("audit.filters");
  const common = useTranslations("common");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [actorId, setActorId] = useState(current.actorId ?? "");
  const [entity, setEntity] = useState(current.entity ?? "");
  const [from, setFrom] = useState(dayInputValue(current.from));
  const [to, setTo] = useState(dayInputValue(current.to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const active = Boolean(current.actorId || current.entity || current.from || current.to || current.entityId);

  const go = (href: string) => startTransition(() => router.push(href, { scroll: false }));

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
    // A new choice of administrator, kind or days leaves the one record that was shown.
    go(
      auditQuery({
        actorId,
        entity,
        from: fromDay ?? undefined,
        to: toDay ?? undefined,
        entityId: entity && entity === current.entity ? current.entityId : undefined,
      }),
    );
  }

  function clear() {
    setActorId("");
    setEntity("");
    setFrom("");
    setTo("");
    setErrors({});
    go("/audit");
  }

  const dayField = (id: "from" | "to", value: string, set: (value: string) => void) => (
    <DayFilterField id={`audit-${id}`} label={t(id)} value={value} onChange={set} error={errors[id]} />
  );

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t("label")}
      aria-busy={pending}
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem_9rem_auto] lg:items-start"
    >
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor="audit-actor">{t("administrator")}</Label>
        <select id="audit-actor" value={actorId} onChange={(event) => setActorId(event.target.value)} className={selectClass}>
          <option value="">{t("anyAdministrator")}</option>
          {actors.map((actor) => (
            <option key={actor._id} value={actor._id}>
              {actor.username}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor="audit-entity">{t("entity")}</Label>
        <select id="audit-entity" value={entity} onChange={(event) => setEntity(event.target.value)} className={selectClass}>
          <option value="">{t("anyEntity")}</option>
          {AUDIT_ENTITIES.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {dayField("from", from, setFrom)}
      {dayField("to", to, setTo)}
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
