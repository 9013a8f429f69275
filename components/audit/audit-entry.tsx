import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Filter } from "lucide-react";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatPKR, formatYearMonth, humanize, paymentModeLabel } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { useServerText } from "@/lib/i18n/server-text";
import { hostelTime } from "@/lib/time";

export interface AuditEntry {
  _id: string;
  at: Date;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  summary: string;
  before: unknown;
  after: unknown;
}

type AuditT = ReturnType<typeof useTranslations<"audit">>;

/** Where a record is shown: a booking's view, a payment's receipt. */
const RECORD_HREF: Record<string, (id: string) => string> = {
  booking: (id) => `/bookings/view-booking/${id}`,
  payment: (id) => `/receipts/${id}`,
};

/** "monthlyRent" → "Monthly rent": a field the catalogue does not name. */
const labelOf = (key: string) => humanize(key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)).replace(/ (\w)/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

/** The sentence of each action code the services write ("payment.record" → "Payment recorded"). */
function actionName(action: string, t: AuditT): string {
  const actions: Record<string, string> = {
    "payment.record": t("actions.payment.record"),
    "payment.void": t("actions.payment.void"),
    "booking.notice": t("actions.booking.notice"),
    "booking.notice_withdrawn": t("actions.booking.notice_withdrawn"),
    "booking.check_out": t("actions.booking.check_out"),
    "booking.cancel": t("actions.booking.cancel"),
    "booking.transfer": t("actions.booking.transfer"),
    "booking.rent_change": t("actions.booking.rent_change"),
    "booking.delete": t("actions.booking.delete"),
    "booking.create": t("actions.booking.create"),
    "booking.update": t("actions.booking.update"),
    "booking.transfer_withdrawn": t("actions.booking.transfer_withdrawn"),
  };
  return actions[action] ?? humanize(action.replace(".", "_"));
}

/** The names of the fields the entries record, in the page's language. */
function fieldLabels(t: AuditT): Record<string, string> {
  return {
    receiptNo: t("fields.receiptNo"),
    amount: t("fields.amount"),
    paidOn: t("fields.paidOn"),
    mode: t("fields.mode"),
    refundMode: t("fields.refundMode"),
    voided: t("fields.voided"),
    reason: t("fields.reason"),
    status: t("fields.status"),
    noticeDate: t("fields.noticeDate"),
    leaveDate: t("fields.leaveDate"),
    balance: t("fields.balance"),
    depositApplied: t("fields.depositApplied"),
    creditRefunded: t("fields.creditRefunded"),
    refund: t("fields.refund"),
    stillOwed: t("fields.stillOwed"),
    room: t("fields.room"),
    monthlyRent: t("fields.monthlyRent"),
    onDate: t("fields.onDate"),
    studentName: t("fields.studentName"),
    bookingDate: t("fields.bookingDate"),
    durationType: t("fields.durationType"),
    durationValue: t("fields.durationValue"),
    securityCharges: t("fields.securityCharges"),
    securityPaymentMode: t("fields.securityPaymentMode"),
    paymentMode: t("fields.paymentMode"),
    paidMonths: t("fields.paidMonths"),
    notes: t("fields.notes"),
    totalPayment: t("fields.totalPayment"),
    adjustments: t("fields.adjustments"),
    charged: t("fields.charged"),
    paid: t("fields.paid"),
    receipts: t("fields.receipts"),
    deleted: t("fields.deleted"),
  };
}

/** A value of an entry's before/after: every number there is an amount in rupees. */
function valueShower(t: AuditT, locale: Locale) {
  const statuses: Record<string, string> = {
    reserved: t("values.status.reserved"),
    active: t("values.status.active"),
    notice: t("values.status.notice"),
    checked_out: t("values.status.checked_out"),
    cancelled: t("values.status.cancelled"),
    days: t("values.duration.days"),
    weeks: t("values.duration.weeks"),
    months: t("values.duration.months"),
  };
  // A code-like word: its name in the catalogue, else "checked_out" → "Checked out" in English and as written in Urdu.
  const word = (value: string) => statuses[value] ?? (locale === "ur" ? value : humanize(value));
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === "") return "—";
    if (typeof value === "number") return formatPKR(value, locale);
    if (typeof value === "boolean") return value ? t("values.yes") : t("values.no");
    if (typeof value === "string") {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
      if (/^\d{4}-\d{2}$/.test(value)) return formatYearMonth(value, locale);
      return /^[a-z]+(_[a-z]+)*$/.test(value) ? word(value) : value;
    }
    if (Array.isArray(value)) return value.length ? value.map(show).join("; ") : "—";
    if (typeof value === "object") return Object.values(value).map(show).join(" ");
    return String(value);
  };
  return show;
}

/** Fields holding a payment mode, and counts (every other number an entry records is rupees). */
const PAYMENT_MODE_KEYS = new Set(["mode", "refundMode", "paymentMode", "securityPaymentMode"]);
const COUNT_KEYS = new Set(["durationValue", "paidMonths"]);

const fieldsOf = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Each field the entry recorded: "Amount: PKR 5,000", or "Status: Active → Checked out" when it changed. Ids are left out. */
function changesOf(entry: AuditEntry, t: AuditT, locale: Locale) {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const labels = fieldLabels(t);
  const show = valueShower(t, locale);
  // In Urdu each value is isolated, so the arrow stands between the two whatever their direction.
  const isolate = (text: string) => (locale === "ur" ? `\u2068${text}\u2069` : text);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !/Id$/.test(key));
  return keys.map((key) => {
    const format = PAYMENT_MODE_KEYS.has(key) ? (value: unknown) => (value ? paymentModeLabel(value as string, locale) : "—") : COUNT_KEYS.has(key) ? (value: unknown) => String(value ?? "—") : show;
    const was = key in before ? format(before[key]) : null;
    const now = key in after ? format(after[key]) : null;
    return {
      key,
      label: labels[key] ?? labelOf(key),
      value: was === null ? now : now === null || now === was ? was : t("changed", { was: isolate(was), now: isolate(now) }),
      changed: was !== null && now !== null && was !== now,
    };
  });
}

/** When (DD-MM-YYYY HH:mm on the hostel's clock), who, what, the summary, the fields before → after, and the record. */
export function AuditEntryItem({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const t = useTranslations("audit");
  const locale = useLocale();
  // The summary is stored as the services wrote it, in English; shown in the page's language.
  const summary = useServerText();
  const { date, time } = hostelTime(new Date(entry.at), timeZone);
  const href = RECORD_HREF[entry.entity]?.(entry.entityId);
  const filterHref = `/audit?entity=${entry.entity}&entityId=${entry.entityId}`;
  const known = entry.entity === "booking" || entry.entity === "payment" ? entry.entity : null;
  const entityName = known ? t(`entities.${known}`) : humanize(entry.entity);
  const entityWord = known ? t(`onlyThisEntity.${known}`) : entry.entity;
  return (
    <li className="grid gap-2 px-4 py-3 md:grid-cols-[10rem_1fr] md:gap-x-6">
      <div className="flex flex-wrap gap-x-2 text-sm md:block">
        <time dateTime={new Date(entry.at).toISOString()} className="font-medium tabular-nums md:block">
          {formatDate(date)} {time.slice(0, 5)}
        </time>
        <span className="text-muted-foreground md:block">{entry.actor}</span>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{actionName(entry.action, t)}</span>
          <span className="text-sm text-muted-foreground">
            {entityName}{" "}
            {href ? (
              <Link href={href} className="font-mono text-xs text-primary underline-offset-4 hover:underline">
                <Ltr>{entry.entityId.slice(0, 8)}</Ltr>
              </Link>
            ) : (
              <Ltr className="font-mono text-xs">{entry.entityId.slice(0, 8)}</Ltr>
            )}
          </span>
          <Link href={filterHref} className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline">
            <Filter className="h-3 w-3" aria-hidden="true" />
            {t("onlyThis", { entity: entityWord })}
          </Link>
        </p>
        <p className="break-words">{summary(entry.summary)}</p>
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t("recordedFields")}>
          {changesOf(entry, t, locale).map((change) => (
            <li key={change.key} className={change.changed ? "rounded bg-amber-50 px-1.5 py-0.5 text-amber-950" : "rounded bg-muted px-1.5 py-0.5"}>
              <span className="text-muted-foreground">{change.label}:</span> <span className="font-medium tabular-nums">{change.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
