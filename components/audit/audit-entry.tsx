import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Filter } from "lucide-react";
import { Ltr } from "@/components/ui/ltr";
import { formatDate, formatPKR, formatYearMonth, humanize, paymentModeLabel } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { hostelTime } from "@/lib/time";
import { PAKISTANI } from "@/lib/validations/identity";
import { AUDIT_ENTITIES } from "@/models/enums";
import { auditRecordName, auditSentence, monthText, type AuditTranslate } from "./audit-sentence";

export interface AuditEntry {
  _id: string;
  at: Date;
  actorId: string | null;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  /** The record's human name ("Ali Raza", "Room 12", "RCT-2026-0007"), null when none is known. */
  label: string | null;
  /** The sentence in English as the services wrote it: shown as it is, in English, for an entry without `params`. */
  summary: string;
  /** The values of the entry's sentence (lib/server/services/audit.ts), null for an entry written before them. */
  params: Record<string, string | number | null> | null;
  before: unknown;
  after: unknown;
}

type AuditT = ReturnType<typeof useTranslations<"audit">>;
type Kind = (typeof AUDIT_ENTITIES)[number];
/** A translator of the whole catalogue, for the stored values other areas already name (room types, genders…). */
interface AnyT {
  (key: string): string;
  has(key: string): boolean;
}

const isKind = (entity: string): entity is Kind => (AUDIT_ENTITIES as readonly string[]).includes(entity);

/** Where a record is shown: its view screen, a payment's receipt. Administrators have no screen of their own. */
const RECORD_HREF: Partial<Record<Kind, (id: string) => string>> = {
  booking: (id) => `/bookings/view-booking/${id}`,
  payment: (id) => `/receipts/${id}`,
  student: (id) => `/customers/view-customer/${id}`,
  room: (id) => `/rooms/view-room/${id}`,
  staff: (id) => `/staffs/view-staff/${id}`,
  worker: (id) => `/workers/view-worker/${id}`,
  salary: (id) => `/salaries/view-salary/${id}`,
  maintenance: (id) => `/maintenances/view-maintenance/${id}`,
  history: (id) => `/histories/view-history/${id}`,
};

/** "monthlyRent" → "Monthly rent": a field the catalogue does not name. */
const labelOf = (key: string) =>
  humanize(key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)).replace(
    / (\w)/g,
    (_, letter: string) => ` ${letter.toLowerCase()}`,
  );

/** The name of each action code the services write ("payment.record" → "Payment recorded"), else the code made readable. */
function actionName(action: string, t: AuditT): string {
  const key = `actions.${action}`;
  return t.has(key as Parameters<AuditT["has"]>[0]) ? (t as unknown as AnyT)(key) : humanize(action.replace(".", "_"));
}

/** The names of the fields the entries record, in the page's language. */
function fieldName(key: string, t: AuditT): string {
  const path = `fields.${key}`;
  return t.has(path as Parameters<AuditT["has"]>[0]) ? (t as unknown as AnyT)(path) : labelOf(key);
}

/** Fields holding a payment mode, and counts: every other number an entry records is rupees. */
const PAYMENT_MODE_KEYS = new Set(["mode", "refundMode", "paymentMode", "securityPaymentMode"]);
const COUNT_KEYS = new Set([
  ...[
    "graceDays",
    "noticeDays",
    "rentDueDay",
    "durationValue",
    "paidMonths",
    "capacity",
    "currentYear",
    "semester",
    "students",
    "bookings",
    "staff",
    "workers",
  ],
  // The police register's settings and the removal of old ID pictures (docs/register.md).
  ...["reportWithinHours", "keepIdPicturesMonths", "residents", "pictures"],
]);

/** Stored values the other areas' catalogues already name, by field: the key of each value's name. */
const NAMED_VALUES: Record<string, (value: string) => string> = {
  roomType: (value) => `rooms.types.${value}`,
  floorNumber: (value) => `rooms.floors.${value}`,
  facilities: (value) => `rooms.facilities.${value}`,
  maintenanceType: (value) => `maintenance.types.${value}`,
  // Maintenance statuses and methods are keyed without their spaces ("In Progress" → InProgress).
  paymentMethod: (value) => `maintenance.paymentMethods.${value.replace(/\s/g, "")}`,
  employeeType: (value) => `salaries.types.${value}`,
  access: (value) => `audit.values.access.${value}`,
  idType: (value) => `customers.idTypes.${value}`,
  // Only the default nationality has a name of its own; any other is shown as typed.
  nationality: (value) => (value === PAKISTANI ? "customers.pakistani" : value),
};
/** A gender: the customers' are lower case, the employees' capitalised. */
const genderKey = (value: string) => (/^[a-z]/.test(value) ? `customers.gender.${value}` : `employees.genders.${value}`);
/** A status: a stay's (lower case) or a maintenance job's. */
const statusKey = (value: string) =>
  /^[a-z_]+$/.test(value) ? `audit.values.status.${value}` : `maintenance.statuses.${value.replace(/\s/g, "")}`;

/** How the value of one field is shown, as the rest of the panel shows it. */
function valueShower(key: string, t: AuditT, all: AnyT, locale: Locale) {
  const named = (catalogueKey: string, value: string) => (all.has(catalogueKey) ? all(catalogueKey) : value);
  const word = (value: string): string => {
    if (key === "status") return named(statusKey(value), humanize(value));
    if (key === "gender") return named(genderKey(value), value);
    if (NAMED_VALUES[key]) return named(NAMED_VALUES[key](value), value);
    if (key === "durationType" && all.has(`audit.values.duration.${value}`)) return all(`audit.values.duration.${value}`);
    if (value === "added" || value === "changed") return t(`values.${value}`);
    if (key === "suddenDepartureFee" && value === "one_month") return t("values.oneMonth");
    if (key === "month") return monthText(value, locale);
    return value;
  };
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === "") return "—";
    if (PAYMENT_MODE_KEYS.has(key)) return paymentModeLabel(String(value), locale);
    if (typeof value === "number") return COUNT_KEYS.has(key) ? String(value) : formatPKR(value, locale);
    if (typeof value === "boolean") return value ? t("values.yes") : t("values.no");
    if (typeof value === "string") {
      // A day as DD-MM-YYYY; a moment (a salary's payment date) as its day on the hostel's clock.
      if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(value)) return formatDate(value);
      if (/^\d{4}-\d{2}$/.test(value)) return formatYearMonth(value, locale);
      return word(value);
    }
    if (Array.isArray(value)) return value.length ? value.map(show).join(locale === "ur" ? "، " : ", ") : "—";
    if (typeof value === "object") return Object.values(value).map(show).join(" ");
    return String(value);
  };
  return show;
}

/**
 * The record areas' fields in the order their screens show them (JSON keeps no order): names first.
 * Bookings' and payments' entries keep the order their services wrote.
 */
const FIELD_ORDER = [
  ...[
    "studentName",
    "fullName",
    "username",
    "roomNumber",
    "title",
    "month",
    "employeeType",
    "fatherName",
    "email",
    "phone",
    "contactNumber",
    "dob",
    "joinDate",
  ],
  ...[
    "gender",
    "cnic",
    "city",
    "currentAddress",
    "permanentAddress",
    "address",
    "emergencyContact",
    "department",
    "designation",
    "jobRole",
    "shiftTiming",
    "salary",
  ],
  ...[
    "currentYear",
    "semester",
    "bloodGroup",
    "roomType",
    "floorNumber",
    "capacity",
    "facilities",
    "monthlyRent",
    "additionalCharges",
    "availableFrom",
  ],
  ...[
    "basicSalary",
    "allowances",
    "deductions",
    "netSalary",
    "salaryMonth",
    "maintenanceType",
    "location",
    "issueDescription",
    "assignedTo",
    "status",
    "totalCost",
  ],
  ...[
    "paymentMethod",
    "paymentDate",
    "paidBy",
    "workStartDate",
    "workCompletionDate",
    "students",
    "bookings",
    "staff",
    "workers",
    "staffSalary",
    "workerSalary",
  ],
  ...[
    "totalSalary",
    "securityCharges",
    "maintenanceCost",
    "paidAmount",
    "receivedAmount",
    "electricityBill",
    "waterBill",
    "gasBill",
    "internetBill",
    "otherBills",
  ],
  ...["notes", "access", "password", "picture"],
];
const orderOf = (key: string) => {
  const index = FIELD_ORDER.indexOf(key);
  return index === -1 ? FIELD_ORDER.length : index;
};

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Each field the entry recorded: "Amount: PKR 5,000", or "Status: Active → Checked out" when it changed. Ids are left out. */
function changesOf(entry: AuditEntry, t: AuditT, all: AnyT, locale: Locale) {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  // In Urdu each value is isolated, so the arrow stands between the two whatever their direction.
  const isolate = (text: string) => (locale === "ur" ? `\u2068${text}\u2069` : text);
  let keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !/Id$/.test(key));
  if (entry.entity !== "booking" && entry.entity !== "payment") keys = keys.sort((a, b) => orderOf(a) - orderOf(b));
  return keys.map((key) => {
    const show = valueShower(key, t, all, locale);
    const was = key in before ? show(before[key]) : null;
    const now = key in after ? show(after[key]) : null;
    return {
      key,
      label: fieldName(key, t),
      value:
        was === null ? isolate(now!) : now === null || now === was ? isolate(was) : t("changed", { was: isolate(was), now: isolate(now) }),
      changed: was !== null && now !== null && was !== now,
    };
  });
}

/** When (DD-MM-YYYY HH:mm on the hostel's clock), who, what, which record by its name, its sentence, the fields before → after. */
export function AuditEntryItem({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const t = useTranslations("audit");
  const all = useTranslations() as unknown as AnyT;
  const locale = useLocale();
  const words = t as unknown as AuditTranslate;
  const sentence = auditSentence(entry, words, locale);
  const { date, time } = hostelTime(new Date(entry.at), timeZone);
  const kind = isKind(entry.entity) ? entry.entity : null;
  // A deleted record has no screen left to open.
  const href = entry.action.endsWith(".delete") ? undefined : kind ? RECORD_HREF[kind]?.(entry.entityId) : undefined;
  const filterHref = `/audit?entity=${entry.entity}&entityId=${entry.entityId}`;
  const entityName = kind ? t(`entities.${kind}`) : humanize(entry.entity);
  const entityWord = kind ? t(`onlyThisEntity.${kind}`) : entry.entity;
  const name = auditRecordName(entry, words, locale);
  const recordName = name ? (
    <bdi className="font-medium text-foreground">{name}</bdi>
  ) : (
    <Ltr className="font-mono text-xs">{entry.entityId.slice(0, 8)}</Ltr>
  );
  return (
    <li className="grid gap-2 px-4 py-3 md:grid-cols-[10rem_1fr] md:gap-x-6">
      <div className="flex flex-wrap gap-x-2 text-sm md:block">
        <time dateTime={new Date(entry.at).toISOString()} className="font-medium tabular-nums md:block">
          {locale === "ur" ? <Ltr>{`${formatDate(date)} ${time.slice(0, 5)}`}</Ltr> : `${formatDate(date)} ${time.slice(0, 5)}`}
        </time>
        {entry.actorId ? (
          <Link
            href={`/audit?actorId=${entry.actorId}`}
            title={t("byAdmin", { name: entry.actor })}
            className="text-muted-foreground underline-offset-4 hover:underline md:block"
          >
            <bdi>{entry.actor}</bdi>
          </Link>
        ) : (
          <bdi className="text-muted-foreground md:block">{entry.actor}</bdi>
        )}
      </div>
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{actionName(entry.action, t)}</span>
          <span className="text-sm text-muted-foreground">
            {entityName}{" "}
            {href ? (
              <Link href={href} className="text-primary underline-offset-4 hover:underline">
                {recordName}
              </Link>
            ) : (
              recordName
            )}
          </span>
          <Link href={filterHref} className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline">
            <Filter className="h-3 w-3" aria-hidden="true" />
            {t("onlyThis", { entity: entityWord })}
          </Link>
        </p>
        {sentence ? <p className="break-words">{sentence}</p> : null}
        <ul className="flex flex-wrap gap-1.5 text-xs [overflow-wrap:anywhere]" aria-label={t("recordedFields")}>
          {changesOf(entry, t, all, locale).map((change) => (
            <li
              key={change.key}
              className={change.changed ? "rounded bg-amber-50 px-1.5 py-0.5 text-amber-950" : "rounded bg-muted px-1.5 py-0.5"}
            >
              <span className="text-muted-foreground">{change.label}:</span>{" "}
              <span className="font-medium tabular-nums">{change.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
