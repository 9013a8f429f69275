import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { MAINTENANCE_STATUSES } from "@/models/enums";
import { maintenanceStatusLabel } from "./labels";

type Status = (typeof MAINTENANCE_STATUSES)[number];

const STYLES: Record<Status, string> = {
  Pending: "border-amber-300 bg-amber-50 text-amber-800",
  "In Progress": "border-blue-300 bg-blue-50 text-blue-800",
  Completed: "border-green-300 bg-green-50 text-green-800",
  Cancelled: "border-slate-300 bg-slate-100 text-slate-700",
};

/** A maintenance job's status as a coloured badge (the text carries the meaning, the colour helps). */
export function MaintenanceStatusBadge({ status }: { status: string }) {
  const t = useTranslations("maintenance");
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        STYLES[status as Status] ?? "border-border bg-muted text-foreground",
      )}
    >
      {maintenanceStatusLabel(t, status)}
    </span>
  );
}
