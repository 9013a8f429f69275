import Link from "next/link";
import { Filter } from "lucide-react";
import { formatDate, formatPKR, humanize, paymentModeLabel } from "@/lib/format";
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

const ACTIONS: Record<string, string> = {
  "payment.record": "Payment recorded",
  "payment.void": "Payment voided",
  "booking.notice": "Notice given",
  "booking.notice_withdrawn": "Notice withdrawn",
  "booking.check_out": "Checked out",
  "booking.cancel": "Booking cancelled",
  "booking.transfer": "Moved room",
  "booking.rent_change": "Rent changed",
  "booking.delete": "Booking deleted",
};

/** Where a record is shown: a booking's view, a payment's receipt. */
const RECORD_HREF: Record<string, (id: string) => string> = {
  booking: (id) => `/bookings/view-booking/${id}`,
  payment: (id) => `/receipts/${id}`,
};

/** "monthlyRent" → "Monthly rent". */
const labelOf = (key: string) => humanize(key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)).replace(/ (\w)/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

/** A value of an entry's before/after: every number there is an amount in rupees. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") return formatPKR(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : /^[a-z]+(_[a-z]+)*$/.test(value) ? humanize(value) : value;
  if (Array.isArray(value)) return value.length ? value.map(show).join("; ") : "—";
  if (typeof value === "object") return Object.values(value).map(show).join(" ");
  return String(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Each field the entry recorded: "Amount: PKR 5,000", or "Status: Active → Checked out" when it changed. Ids are left out. */
function changesOf(entry: AuditEntry) {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !/Id$/.test(key));
  return keys.map((key) => {
    const format = key === "mode" || key === "refundMode" ? (value: unknown) => paymentModeLabel(value as string) : show;
    const was = key in before ? format(before[key]) : null;
    const now = key in after ? format(after[key]) : null;
    return { key, label: labelOf(key), value: was === null ? now : now === null || now === was ? was : `${was} → ${now}`, changed: was !== null && now !== null && was !== now };
  });
}

/** When (DD-MM-YYYY HH:mm on the hostel's clock), who, what, the summary, the fields before → after, and the record. */
export function AuditEntryItem({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const { date, time } = hostelTime(new Date(entry.at), timeZone);
  const href = RECORD_HREF[entry.entity]?.(entry.entityId);
  const filterHref = `/audit?entity=${entry.entity}&entityId=${entry.entityId}`;
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
          <span className="font-semibold">{ACTIONS[entry.action] ?? humanize(entry.action.replace(".", "_"))}</span>
          <span className="text-sm text-muted-foreground">
            {humanize(entry.entity)}{" "}
            {href ? (
              <Link href={href} className="font-mono text-xs text-primary underline-offset-4 hover:underline">
                {entry.entityId.slice(0, 8)}
              </Link>
            ) : (
              <span className="font-mono text-xs">{entry.entityId.slice(0, 8)}</span>
            )}
          </span>
          <Link href={filterHref} className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline">
            <Filter className="h-3 w-3" aria-hidden="true" />
            Only this {entry.entity}
          </Link>
        </p>
        <p className="break-words">{entry.summary}</p>
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="Recorded fields">
          {changesOf(entry).map((change) => (
            <li key={change.key} className={change.changed ? "rounded bg-amber-50 px-1.5 py-0.5 text-amber-950" : "rounded bg-muted px-1.5 py-0.5"}>
              <span className="text-muted-foreground">{change.label}:</span> <span className="font-medium tabular-nums">{change.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
