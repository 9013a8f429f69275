import {
  BedDouble,
  CalendarCheck,
  HandCoins,
  HardHat,
  History,
  LayoutDashboard,
  Building2,
  LogOut,
  ScrollText,
  UserCog,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from "lucide-react";

/** One sidebar entry: a link to a screen, or the logout action. */
export type SidebarEntry =
  | { key: string; label: string; icon: LucideIcon; href: string }
  | { key: "logout"; label: string; icon: LucideIcon; action: "logout" };

/** The sidebar, in display order: the spec's entries, with the daily money and room screens after Booking. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { key: "dashboard", label: "Dashboard", icon: LayoutDashboard, href: "/" },
  { key: "customers", label: "Customers", icon: Users, href: "/customers" },
  { key: "rooms", label: "Rooms", icon: BedDouble, href: "/rooms" },
  { key: "bookings", label: "Booking", icon: CalendarCheck, href: "/bookings" },
  { key: "dues", label: "Dues", icon: HandCoins, href: "/dues" },
  { key: "occupancy", label: "Occupancy", icon: Building2, href: "/occupancy" },
  { key: "audit", label: "Audit log", icon: ScrollText, href: "/audit" },
  { key: "staffs", label: "Staff", icon: UserCog, href: "/staffs" },
  { key: "workers", label: "Workers", icon: HardHat, href: "/workers" },
  { key: "salaries", label: "Salary", icon: Wallet, href: "/salaries" },
  { key: "maintenances", label: "Maintenance", icon: Wrench, href: "/maintenances" },
  { key: "histories", label: "History", icon: History, href: "/histories" },
  { key: "logout", label: "Logout", icon: LogOut, action: "logout" },
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
