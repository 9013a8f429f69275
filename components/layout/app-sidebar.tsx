"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { sidebarEntries, type SidebarEntry, type SidebarIcons } from "./sidebar-entries";

export interface SidebarNavProps {
  /** The highlighted entry: the last one chosen. */
  activeKey: string | null;
  /** The entry the current page belongs to (for aria-current). */
  currentKey: string | null;
  onChoose: (entry: SidebarEntry) => void;
  icons: SidebarIcons;
}

const entryClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-start text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer";

/** The sidebar's entries, in the drawer and in the docked sidebar alike. */
export function SidebarNav({ activeKey, currentKey, onChoose, icons, navRef }: SidebarNavProps & { navRef?: React.Ref<HTMLElement> }) {
  const t = useTranslations("shell");
  return (
    <nav ref={navRef} aria-label={t("menu.main")} className="flex-1 overflow-y-auto p-3">
      <ul className="flex flex-col gap-1">
        {sidebarEntries.map((entry) => {
          const active = entry.key === activeKey;
          const className = cn(entryClass, active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted");
          const content = (
            <>
              {icons[entry.key]}
              {t(entry.labelKey)}
            </>
          );
          return (
            <li key={entry.key} className={cn("action" in entry && "mt-2 border-t pt-2")}>
              {"href" in entry ? (
                <Link
                  href={entry.href}
                  className={className}
                  aria-current={entry.key === currentKey ? "page" : undefined}
                  onClick={() => onChoose(entry)}
                >
                  {content}
                </Link>
              ) : (
                <button type="button" className={className} aria-haspopup="dialog" onClick={() => onChoose(entry)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The sidebar docked beside the content on wide screens (from 1280 px): it stays open while the admin
 * moves between screens; the menu icon folds it away and back.
 */
export function DockedSidebar(nav: SidebarNavProps) {
  return (
    <aside
      id="docked-sidebar"
      className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 flex-col border-e bg-card print:hidden xl:flex"
    >
      <SidebarNav {...nav} />
    </aside>
  );
}
