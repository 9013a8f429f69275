import { useLocale, useTranslations } from "next-intl";
import { formatPKR } from "@/lib/format";
import { cn } from "@/lib/utils";

const badge = "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold leading-none whitespace-nowrap";

type StayStatus = "reserved" | "active" | "notice" | "checked_out" | "cancelled";

const STATUS_CLASSES: Record<StayStatus, string> = {
  reserved: "border-sky-300 bg-sky-50 text-sky-900",
  active: "border-emerald-300 bg-emerald-50 text-emerald-900",
  notice: "border-amber-300 bg-amber-100 text-amber-900",
  checked_out: "border-slate-300 bg-slate-100 text-slate-800",
  cancelled: "border-slate-300 bg-slate-100 text-slate-800",
};

const isStayStatus = (status: string): status is StayStatus => Object.hasOwn(STATUS_CLASSES, status);

/** A stay's status: "Notice", "Reserved", "Checked out"… `quiet` leaves out "Active", the usual case. */
export function StayStatusBadge({ status, quiet = false }: { status: string; quiet?: boolean }) {
  const t = useTranslations("occupancy.status");
  if (!isStayStatus(status) || (quiet && status === "active")) return null;
  return <span className={cn(badge, STATUS_CLASSES[status])}>{t(status)}</span>;
}

/** "Owes PKR 9,194" when money is owed; nothing otherwise. */
export function OwedBadge({ amount }: { amount: number }) {
  const t = useTranslations("occupancy");
  const locale = useLocale();
  if (amount <= 0) return null;
  return <span className={cn(badge, "border-red-300 bg-red-50 text-red-800")}>{t("owes", { amount: formatPKR(amount, locale) })}</span>;
}
