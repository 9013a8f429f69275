import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatPKR } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Day } from "@/lib/money";
import type { listSubscriptions } from "@/lib/server/services/extras";
import type { ChargeTypeApi } from "@/lib/server/services/settings";
import { cn } from "@/lib/utils";
import { SubscribeButton, SubscriptionButtons, type ExtraChoice } from "./extras-buttons";
import type { StayStatus } from "./types";
import { ColumnHeads } from "@/components/ui/column-heads";

// A stay's monthly extras on the booking view (docs/bills.md, B1): what it takes, from when, to when and
// at what price, with Subscribe, Change and End. Rendered on the server; the buttons are the client parts.

type Subscription = Awaited<ReturnType<typeof listSubscriptions>>[number];

/** A type's name in the page's language. */
export const typeNameIn = (locale: Locale, type: Pick<ChargeTypeApi, "name" | "nameUr">) =>
  locale === "ur" ? type.nameUr || type.name : type.name;

/** The active types of a kind the admin may choose (not the panel's own: Electricity, Late fee, Room charges), named in the page's language. */
export function extraChoices(types: readonly ChargeTypeApi[], kind: "monthly" | "one_off", locale: Locale): ExtraChoice[] {
  return types
    .filter((type) => type.active && type.kind === kind && !type.system)
    .map((type) => ({ _id: type._id, name: typeNameIn(locale, type), amount: type.amount }));
}

interface ExtrasSectionProps {
  bookingId: string;
  status: StayStatus;
  checkIn: Day;
  today: Day;
  subscriptions: Subscription[];
  chargeTypes: ChargeTypeApi[];
}

export function ExtrasSection({ bookingId, status, checkIn, today, subscriptions, chargeTypes }: ExtrasSectionProps) {
  const t = useTranslations("extras");
  const locale = useLocale();
  // Subscriptions change only while the stay is open (a closed stay's money no longer changes).
  const open = status === "reserved" || status === "active" || status === "notice";
  const monthly = extraChoices(chargeTypes, "monthly", locale);
  const typeById = new Map(chargeTypes.map((type) => [type._id, type]));
  const rows = subscriptions.map((subscription) => {
    const type = typeById.get(subscription.typeId);
    return {
      ...subscription,
      name: type ? typeNameIn(locale, type) : subscription.typeName,
      updatedAt: new Date(subscription.updatedAt).toISOString(),
    };
  });
  const until = (to: Day | null) => (to ? formatDate(to) : t("running"));

  return (
    <section
      aria-labelledby="extras-title"
      className="mx-auto grid w-full max-w-4xl gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-8 print:hidden"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="grid gap-1">
          <h2 id="extras-title" className="text-xl font-semibold tracking-tight">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        {open && monthly.length ? <SubscribeButton bookingId={bookingId} types={monthly} checkIn={checkIn} today={today} /> : null}
      </div>
      {open && !monthly.length ? <p className="text-sm text-muted-foreground">{t("noMonthlyTypes")}</p> : null}

      {rows.length === 0 ? (
        <p className="rounded-md border px-4 py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="border-b text-xs text-muted-foreground">
            <tr>
              <ColumnHeads
                cell="py-2 pe-3 font-semibold"
                columns={[
                  { label: t("columns.type") },
                  { label: t("columns.from"), className: "hidden sm:table-cell" },
                  { label: t("columns.to"), className: "hidden sm:table-cell" },
                  { label: t("columns.amount"), className: "text-end" },
                  open && { label: <span className="sr-only">{t("columns.actions")}</span>, className: "pe-0 text-end" },
                ]}
              />
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => {
              const ended = row.to !== null && row.to < today;
              return (
                <tr key={row._id} className={cn("align-top", ended && "text-muted-foreground")}>
                  <th scope="row" className="py-2 pe-3 text-start font-medium">
                    {row.name}
                    {/* On a phone the dates go under the name. */}
                    <span className="block text-xs font-normal tabular-nums text-muted-foreground sm:hidden">
                      {t.rich("fromToDays", {
                        from: formatDate(row.from),
                        to: until(row.to),
                        day: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
                      })}
                    </span>
                  </th>
                  <td className="hidden whitespace-nowrap py-2 pe-3 tabular-nums sm:table-cell">{formatDate(row.from)}</td>
                  <td className="hidden whitespace-nowrap py-2 pe-3 tabular-nums sm:table-cell">{until(row.to)}</td>
                  <td className="whitespace-nowrap py-2 pe-3 text-end tabular-nums">{formatPKR(row.amount, locale)}</td>
                  {open ? (
                    <td className="py-2 text-end">
                      <SubscriptionButtons
                        subscription={{
                          _id: row._id,
                          name: row.name,
                          from: row.from,
                          to: row.to,
                          amount: row.amount,
                          updatedAt: row.updatedAt,
                        }}
                        today={today}
                      />
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
