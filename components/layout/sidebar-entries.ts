import {
  BedDouble,
  BookOpen,
  CalendarCheck,
  HandCoins,
  Banknote,
  HardHat,
  History,
  LayoutDashboard,
  Building2,
  LogOut,
  ReceiptText,
  ScrollText,
  TrendingUp,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
  Wallet,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { shell } from "@/messages/en/shell";

/** The catalogue key of an entry's label, in the "shell" namespace. */
export type SidebarLabel = `nav.${keyof typeof shell.nav}`;

/** One sidebar entry: a link to a screen, or the logout action. */
export type SidebarEntry =
  | { key: string; labelKey: SidebarLabel; icon: LucideIcon; href: string }
  | { key: "logout"; labelKey: SidebarLabel; icon: LucideIcon; action: "logout" };

/** The sidebar, in display order: the spec's entries, with the daily money and room screens after Booking. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { key: "dashboard", labelKey: "nav.dashboard", icon: LayoutDashboard, href: "/" },
  { key: "customers", labelKey: "nav.customers", icon: Users, href: "/customers" },
  { key: "rooms", labelKey: "nav.rooms", icon: BedDouble, href: "/rooms" },
  { key: "bookings", labelKey: "nav.bookings", icon: CalendarCheck, href: "/bookings" },
  { key: "dues", labelKey: "nav.dues", icon: HandCoins, href: "/dues" },
  { key: "payments", labelKey: "nav.payments", icon: ReceiptText, href: "/payments" },
  { key: "expenses", labelKey: "nav.expenses", icon: Banknote, href: "/expenses" },
  { key: "electricity", labelKey: "nav.electricity", icon: Zap, href: "/electricity" },
  { key: "occupancy", labelKey: "nav.occupancy", icon: Building2, href: "/occupancy" },
  // The police register of arrivals (docs/register.md).
  { key: "register", labelKey: "nav.register", icon: ShieldCheck, href: "/register" },
  { key: "audit", labelKey: "nav.audit", icon: ScrollText, href: "/audit" },
  { key: "staffs", labelKey: "nav.staffs", icon: UserCog, href: "/staffs" },
  { key: "workers", labelKey: "nav.workers", icon: HardHat, href: "/workers" },
  { key: "salaries", labelKey: "nav.salaries", icon: Wallet, href: "/salaries" },
  { key: "maintenances", labelKey: "nav.maintenances", icon: Wrench, href: "/maintenances" },
  { key: "histories", labelKey: "nav.histories", icon: History, href: "/histories" },
  { key: "daybook", labelKey: "nav.daybook", icon: BookOpen, href: "/daybook" },
  { key: "profit", labelKey: "nav.profit", icon: TrendingUp, href: "/reports/profit" },
  // Every role: an owner changes the settings, the others read them.
  { key: "settings", labelKey: "nav.settings", icon: Settings, href: "/settings" },
  { key: "logout", labelKey: "nav.logout", icon: LogOut, action: "logout" },
];

/** The entry a path belongs to ("/rooms/view-room/1" belongs to Rooms), or null (e.g. /profile). */
export function entryKeyForPath(pathname: string): string | null {
  for (const entry of sidebarEntries) {
    if (!("href" in entry)) continue;
    const { href } = entry;
    if (href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`)) return entry.key;
  }
  return null;
}
