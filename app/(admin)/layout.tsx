import { redirect } from "next/navigation";
import { AccessProvider } from "@/components/auth/access";
import { AdminShell } from "@/components/layout/admin-shell";
import { sidebarIcons } from "@/components/layout/sidebar-icons";
import { currentAdmin } from "@/lib/server/auth/session";
import { printedHostel } from "@/lib/server/services/settings";

// The guarded area: proxy.ts only checks the token optimistically, so the session is checked
// again here against the database (a revoked or deleted account lands on /Sign-in).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await currentAdmin();
  if (!admin) redirect("/Sign-in");
  const hostel = await printedHostel();
  return (
    <AccessProvider access={admin.access}>
      <AdminShell title={hostel.name} icons={sidebarIcons()}>
        {children}
      </AdminShell>
    </AccessProvider>
  );
}
