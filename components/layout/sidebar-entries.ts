import type { shell } from "@/messages/en/shell";

/** The catalogue key of an entry's label, in the "shell" namespace. */
export type SidebarLabel = `nav.${keyof typeof shell.nav}`;

/** One sidebar entry: a link to a screen, or the logout action. */
export type SidebarEntry =
  { key: string; labelKey: SidebarLabel; href: string } | { key: "logout"; labelKey: SidebarLabel; action: "logout" };

/** Each entry's icon by its key, drawn on the server (sidebar-icons.tsx). */
export type SidebarIcons = Readonly<Record<string, React.ReactNode>>;

/** The sidebar, in display order: the spec's entries, with the daily money and room screens after Booking. */
export const sidebarEntries = [
  { key: "dashboard", labelKey: "nav.dashboard", href: "/" },
  { key: "customers", labelKey: "nav.customers", href: "/customers" },
  { key: "rooms", labelKey: "nav.rooms", href: "/rooms" },
  { key: "bookings", labelKey: "nav.bookings", href: "/bookings" },
  { key: "dues", labelKey: "nav.dues", href: "/dues" },
  { key: "payments", labelKey: "nav.payments", href: "/payments" },
  { key: "expenses", labelKey: "nav.expenses", href: "/expenses" },
  { key: "electricity", labelKey: "nav.electricity", href: "/electricity" },
  { key: "occupancy", labelKey: "nav.occupancy", href: "/occupancy" },
  // The police register of arrivals (docs/register.md).
  { key: "register", labelKey: "nav.register", href: "/register" },
  { key: "audit", labelKey: "nav.audit", href: "/audit" },
  { key: "staffs", labelKey: "nav.staffs", href: "/staffs" },
  { key: "workers", labelKey: "nav.workers", href: "/workers" },
  { key: "salaries", labelKey: "nav.salaries", href: "/salaries" },
  { key: "maintenances", labelKey: "nav.maintenances", href: "/maintenances" },
  { key: "histories", labelKey: "nav.histories", href: "/histories" },
  { key: "daybook", labelKey: "nav.daybook", href: "/daybook" },
  { key: "profit", labelKey: "nav.profit", href: "/reports/profit" },
  // Every role: an owner changes the settings, the others read them.
  { key: "settings", labelKey: "nav.settings", href: "/settings" },
  { key: "logout", labelKey: "nav.logout", action: "logout" },
] as const satisfies readonly SidebarEntry[];

/** The entry a path belongs to ("/rooms/view-room/1" belongs to Rooms), or null (e.g. /profile). */
export function entryKeyForPath(pathname: string): string | null {
  for (const entry of sidebarEntries) {
    if (!("href" in entry)) continue;
    const { href } = entry;
    if (href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`)) return entry.key;
  }
  return null;
}
