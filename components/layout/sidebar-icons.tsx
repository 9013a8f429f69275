import {
  Banknote,
  BedDouble,
  BookOpen,
  Building2,
  CalendarCheck,
  HandCoins,
  HardHat,
  History,
  LayoutDashboard,
  LogOut,
  ReceiptText,
  ScrollText,
  Settings,
  ShieldCheck,
  TrendingUp,
  UserCog,
  Users,
  Wallet,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { sidebarEntries, type SidebarIcons } from "./sidebar-entries";

// The sidebar's icons are drawn here, on the server, and handed to the shell as elements: the icons'
// code stays out of every signed-in screen's first load (docs/benchmarks.md, first-load JS).
const icons: Record<(typeof sidebarEntries)[number]["key"], LucideIcon> = {
  dashboard: LayoutDashboard,
  customers: Users,
  rooms: BedDouble,
  bookings: CalendarCheck,
  dues: HandCoins,
  payments: ReceiptText,
  expenses: Banknote,
  electricity: Zap,
  occupancy: Building2,
  register: ShieldCheck,
  audit: ScrollText,
  staffs: UserCog,
  workers: HardHat,
  salaries: Wallet,
  maintenances: Wrench,
  histories: History,
  daybook: BookOpen,
  profit: TrendingUp,
  settings: Settings,
  logout: LogOut,
};

/** Every sidebar entry's icon, as the admin layout passes them to <AdminShell />. */
export function sidebarIcons(): SidebarIcons {
  return Object.fromEntries(
    sidebarEntries.map(({ key }) => {
      const Icon = icons[key];
      return [key, <Icon key={key} className="h-5 w-5 shrink-0" aria-hidden="true" />];
    }),
  );
}
