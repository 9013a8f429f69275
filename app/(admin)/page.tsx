import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import {
  Banknote,
  BedDouble,
  CalendarCheck,
  HardHat,
  Landmark,
  ShieldAlert,
  ShieldCheck,
  UserCog,
  Users,
  Wallet,
  Wrench,
} from "lucide-react";
import { IncomeByKindCard } from "@/components/dashboard/income-by-kind";
import { IncomeChart } from "@/components/dashboard/income-chart";
import { ModeFilterLinks, dashboardQueryOf, modeLabel } from "@/components/dashboard/mode-filter";
import { OccupancyCard } from "@/components/dashboard/occupancy-card";
import { StatCard } from "@/components/dashboard/stat-card";
import { requireAdminPage } from "@/lib/server/auth/session";
import { dashboardSummary } from "@/lib/server/services/dashboard";
import { formatNumber, formatPKR } from "@/lib/format";
import type { SearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard");
  return { title: t("title") };
}

/** The dashboard: the nine cards of the original panel and the deposits held, plus income per month and occupancy. Every figure comes from one SQL summary. */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const [t, locale] = await Promise.all([getTranslations("dashboard"), getLocale()]);
  const query = dashboardQueryOf(await searchParams);
  const summary = await dashboardSummary(query);
  const all = t("modes.all");
  // The notes name the mode in lower case in English ('by bank transfer'); Urdu has no case.
  const incomeMode = modeLabel(query.incomeMode, all, locale).toLowerCase();
  const securityMode = modeLabel(query.securityMode, all, locale).toLowerCase();

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          id="total-income"
          title={t("cards.totalIncome.title")}
          value={formatPKR(summary.totalIncome, locale)}
          note={query.incomeMode === "all" ? t("cards.totalIncome.note") : t("cards.totalIncome.noteByMode", { mode: incomeMode })}
          icon={Banknote}
          tone="green"
          href="/bookings"
          filter={<ModeFilterLinks label={t("cards.totalIncome.filter")} param="incomeMode" query={query} />}
        />
        <StatCard
          id="total-customers"
          title={t("cards.totalCustomers.title")}
          value={formatNumber(summary.totalCustomers)}
          note={t("cards.totalCustomers.note")}
          icon={Users}
          tone="blue"
          href="/customers"
        />
        <StatCard
          id="total-rooms"
          title={t("cards.totalRooms.title")}
          value={formatNumber(summary.totalRooms)}
          note={t("cards.totalRooms.note")}
          icon={BedDouble}
          tone="violet"
          href="/rooms"
        />
        <StatCard
          id="total-bookings"
          title={t("cards.totalBookings.title")}
          value={formatNumber(summary.totalBookings)}
          note={t("cards.totalBookings.note")}
          icon={CalendarCheck}
          tone="teal"
          href="/bookings"
        />
        <StatCard
          id="security-charges"
          title={t("cards.securityCharges.title")}
          value={formatPKR(summary.securityCharges, locale)}
          note={
            query.securityMode === "all" ? t("cards.securityCharges.note") : t("cards.securityCharges.noteByMode", { mode: securityMode })
          }
          icon={ShieldCheck}
          tone="amber"
          href="/bookings"
          filter={<ModeFilterLinks label={t("cards.securityCharges.filter")} param="securityMode" query={query} />}
        />
        <StatCard
          id="deposits-held"
          title={t("cards.depositsHeld.title")}
          value={formatPKR(summary.depositsHeld, locale)}
          note={t("cards.depositsHeld.note")}
          icon={Landmark}
          tone="amber"
          href="/bookings"
        />
        <StatCard
          id="police-reports-overdue"
          title={t("cards.policeReportsOverdue.title")}
          value={formatNumber(summary.policeReportsOverdue)}
          note={t("cards.policeReportsOverdue.note")}
          icon={ShieldAlert}
          tone="rose"
          href="/register?status=overdue"
        />
        <StatCard
          id="total-staffs"
          title={t("cards.totalStaff.title")}
          value={formatNumber(summary.totalStaff)}
          note={t("cards.totalStaff.note")}
          icon={UserCog}
          tone="blue"
          href="/staffs"
        />
        <StatCard
          id="total-workers"
          title={t("cards.totalWorkers.title")}
          value={formatNumber(summary.totalWorkers)}
          note={t("cards.totalWorkers.note")}
          icon={HardHat}
          tone="violet"
          href="/workers"
        />
        <StatCard
          id="paid-salaries"
          title={t("cards.paidSalaries.title")}
          value={formatPKR(summary.paidSalaries, locale)}
          note={t("cards.paidSalaries.note")}
          icon={Wallet}
          tone="rose"
          href="/salaries"
        />
        <StatCard
          id="maintenance-cost"
          title={t("cards.maintenanceCost.title")}
          value={formatPKR(summary.maintenanceCost, locale)}
          note={t("cards.maintenanceCost.note")}
          icon={Wrench}
          tone="teal"
          href="/maintenances"
        />
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <IncomeChart months={summary.incomeByMonth} mode={query.incomeMode} />
        </div>
        <OccupancyCard bedsTaken={summary.occupancy.bedsTaken} bedsTotal={summary.occupancy.bedsTotal} />
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <IncomeByKindCard />
      </div>
    </div>
  );
}
