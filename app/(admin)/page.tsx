import type { Metadata } from "next";
import { Banknote, BedDouble, CalendarCheck, HardHat, ShieldCheck, UserCog, Users, Wallet, Wrench } from "lucide-react";
import { IncomeChart } from "@/components/dashboard/income-chart";
import { ModeFilterLinks, dashboardQueryOf, modeLabel } from "@/components/dashboard/mode-filter";
import { OccupancyCard } from "@/components/dashboard/occupancy-card";
import { StatCard } from "@/components/dashboard/stat-card";
import { requireAdminPage } from "@/lib/auth/session";
import { dashboardSummary } from "@/lib/services/dashboard";
import { formatNumber, formatPKR } from "@/lib/format";

export const metadata: Metadata = { title: "Dashboard" };

/** The dashboard: the nine cards of the original panel, plus income per month and occupancy. Every figure comes from one SQL summary. */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = dashboardQueryOf(await searchParams);
  const summary = await dashboardSummary(query);
  const incomeMode = modeLabel(query.incomeMode);
  const securityMode = modeLabel(query.securityMode);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="text-sm text-muted-foreground">The hostel at a glance</p>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          title="Total Income"
          value={formatPKR(summary.totalIncome)}
          note={query.incomeMode === "all" ? "Booking payments received" : `Booking payments received by ${incomeMode.toLowerCase()}`}
          icon={Banknote}
          tone="green"
          href="/bookings"
          filter={<ModeFilterLinks label="Total Income payment mode" param="incomeMode" query={query} />}
        />
        <StatCard title="Total Customers" value={formatNumber(summary.totalCustomers)} note="Residents on record" icon={Users} tone="blue" href="/customers" />
        <StatCard title="Total Rooms" value={formatNumber(summary.totalRooms)} note="Rooms in the hostel" icon={BedDouble} tone="violet" href="/rooms" />
        <StatCard title="Total Bookings" value={formatNumber(summary.totalBookings)} note="Beds booked" icon={CalendarCheck} tone="teal" href="/bookings" />
        <StatCard
          title="Security Charges"
          value={formatPKR(summary.securityCharges)}
          note={query.securityMode === "all" ? "Security deposits of bookings" : `Security deposits paid by ${securityMode.toLowerCase()}`}
          icon={ShieldCheck}
          tone="amber"
          href="/bookings"
          filter={<ModeFilterLinks label="Security Charges payment mode" param="securityMode" query={query} />}
        />
        <StatCard title="Total Staffs" value={formatNumber(summary.totalStaff)} note="Staff members" icon={UserCog} tone="blue" href="/staffs" />
        <StatCard title="Total Workers" value={formatNumber(summary.totalWorkers)} note="Workers on the roll" icon={HardHat} tone="violet" href="/workers" />
        <StatCard title="Paid Salaries" value={formatPKR(summary.paidSalaries)} note="Net salaries paid" icon={Wallet} tone="rose" href="/salaries" />
        <StatCard title="Maintenance Cost" value={formatPKR(summary.maintenanceCost)} note="All maintenance jobs" icon={Wrench} tone="teal" href="/maintenances" />
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <IncomeChart months={summary.incomeByMonth} modeLabel={incomeMode} />
        </div>
        <OccupancyCard bedsTaken={summary.occupancy.bedsTaken} bedsTotal={summary.occupancy.bedsTotal} />
      </div>
    </div>
  );
}
