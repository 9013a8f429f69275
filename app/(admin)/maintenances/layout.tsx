import { AreaMessages } from "@/lib/server/i18n/client-messages";

// The texts this area's client components use, beside the shell's (lib/i18n/client-namespaces.json).
export default function Layout({ children }: { children: React.ReactNode }) {
  return <AreaMessages area="maintenances">{children}</AreaMessages>;
}
