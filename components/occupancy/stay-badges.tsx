import { formatPKR } from "@/lib/format";
import { cn } from "@/lib/utils";

const badge = "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold leading-none whitespace-nowrap";

const STATUS_BADGES: Record<string, { label: string; className: string }> = {
  reserved: { label: "Reserved", className: "border-sky-300 bg-sky-50 text-sky-900" },
  active: { label: "Active", className: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  notice: { label: "Notice", className: "border-amber-300 bg-amber-100 text-amber-900" },
  checked_out: { label: "Checked out", className: "border-slate-300 bg-slate-100 text-slate-800" },
  cancelled: { label: "Cancelled", className: "border-slate-300 bg-slate-100 text-slate-800" },
};

/** A stay's status: "Notice", "Reserved", "Checked out"… `quiet` leaves out "Active", the usual case. */
export function StayStatusBadge({ status, quiet = false }: { status: string; quiet?: boolean }) {
  const shown = STATUS_BADGES[status];
  if (!shown || (quiet && status === "active")) return null;
  return <span className={cn(badge, shown.className)}>{shown.label}</span>;
}

/** "Owes PKR 9,194" when money is owed; nothing otherwise. */
export function OwedBadge({ amount }: { amount: number }) {
  if (amount <= 0) return null;
  return <span className={cn(badge, "border-red-300 bg-red-50 text-red-800")}>Owes {formatPKR(amount)}</span>;
}
