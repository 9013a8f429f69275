import Link from "next/link";
import { BedDouble } from "lucide-react";
import { useTranslations } from "next-intl";
import { formatNumber } from "@/lib/format";

interface OccupancyCardProps {
  bedsTaken: number;
  bedsTotal: number;
}

/** Beds taken out of all beds, as a figure, a percentage and a bar; links to the rooms. */
export function OccupancyCard({ bedsTaken, bedsTotal }: OccupancyCardProps) {
  const t = useTranslations("dashboard.occupancy");
  const percent = bedsTotal > 0 ? Math.round((bedsTaken / bedsTotal) * 100) : 0;
  const filled = Math.min(100, percent);
  const free = Math.max(0, bedsTotal - bedsTaken);
  return (
    <section
      aria-labelledby="occupancy-title"
      className="relative flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="occupancy-title" className="text-base font-semibold">
            <Link
              href="/rooms"
              className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {t("title")}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
        </div>
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-800" aria-hidden="true">
          <BedDouble className="h-5 w-5" />
        </span>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span dir="ltr" className="text-3xl font-semibold tracking-tight tabular-nums">
          <span data-testid="beds-taken">{formatNumber(bedsTaken)}</span>
          <span className="text-muted-foreground"> / </span>
          <span data-testid="beds-total">{formatNumber(bedsTotal)}</span>
        </span>
        <span className="text-sm text-muted-foreground">{t("beds")}</span>
        <span data-testid="occupancy-percent" className="ms-auto text-lg font-semibold tabular-nums text-primary">
          {percent}%
        </span>
      </p>
      <div
        role="meter"
        aria-label={t("meter")}
        aria-valuemin={0}
        aria-valuemax={Math.max(1, bedsTotal, bedsTaken)}
        aria-valuenow={bedsTaken}
        aria-valuetext={t("valueText", { taken: formatNumber(bedsTaken), total: formatNumber(bedsTotal), percent: String(percent) })}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${filled}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        {bedsTotal === 0 ? t("noRooms") : t("free", { count: free, free: formatNumber(free) })}
      </p>
    </section>
  );
}
