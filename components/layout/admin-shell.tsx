"use client";

import { lazy, useRef, useState, useSyncExternalStore } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { CircleUserRound, Menu } from "lucide-react";
import { OnDemand } from "@/components/ui/on-demand";
import { cn } from "@/lib/utils";
import { DockedSidebar } from "./app-sidebar";
import { LanguageToggle } from "./language-switch";
import { LogoutDialog } from "./logout-dialog";
import { entryKeyForPath, type SidebarEntry, type SidebarIcons } from "./sidebar-entries";

// The drawer (radix's dialog) runs on every phone screen only once the menu is opened: loaded then.
const SidebarDrawer = lazy(() => import("./sidebar-drawer").then((module) => ({ default: module.SidebarDrawer })));

interface AdminShellProps {
  title: string;
  /** The sidebar's icons, drawn by the server (sidebar-icons.tsx). */
  icons: SidebarIcons;
  children: React.ReactNode;
}

// From this width the sidebar is docked beside the content (Tailwind's `xl`), below it is a drawer.
const WIDE = "(min-width: 1280px)";
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

const iconButton =
  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

// The language switch: an icon on phones, the other language's name beside it from 640 px.
const languageButton =
  "inline-flex h-10 min-w-10 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:cursor-wait disabled:opacity-70 [&>span]:hidden sm:px-3 sm:[&>span]:inline";

/** The signed-in frame: top bar, sidebar drawer, logout confirmation and the page itself. */
export function AdminShell({ title, icons, children }: AdminShellProps) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const wide = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const [dockOpen, setDockOpen] = useState(true);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // The highlighted entry is the last one clicked; on a reload or any other navigation it
  // follows the path (adjusting state during render, as React recommends for derived resets).
  const [activeKey, setActiveKey] = useState(() => entryKeyForPath(pathname));
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setActiveKey(entryKeyForPath(pathname));
  }
  const menuButton = useRef<HTMLButtonElement>(null);
  const openingLogout = useRef(false);

  function toggleMenu() {
    if (wide) setDockOpen((open) => !open);
    else setMenuOpen(true);
  }

  function choose(entry: SidebarEntry) {
    setActiveKey(entry.key);
    setMenuOpen(false);
    if ("action" in entry) {
      openingLogout.current = true;
      setLogoutOpen(true);
    }
  }

  function changeLogoutOpen(open: boolean) {
    setLogoutOpen(open);
    if (!open) setActiveKey(entryKeyForPath(pathname));
  }

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t("skipToContent")}
      </a>
      <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow-sm print:hidden">
        <div className="flex h-14 items-center gap-2 px-2 sm:gap-3 sm:px-4">
          <button
            ref={menuButton}
            type="button"
            className={iconButton}
            aria-label={wide ? (dockOpen ? t("menu.hide") : t("menu.show")) : t("menu.open")}
            aria-expanded={wide ? dockOpen : menuOpen}
            aria-controls={wide ? "docked-sidebar" : undefined}
            onClick={toggleMenu}
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
          <div className="min-w-0 flex-1">
            {/* dir="auto": the hostel's name reads (and is cut short) in its own script's direction. */}
            <Link
              href="/"
              dir="auto"
              className="block w-fit max-w-full truncate rounded-sm text-lg font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:text-xl"
            >
              {title}
            </Link>
          </div>
          <LanguageToggle className={languageButton} />
          <Link
            href="/profile"
            className={cn(iconButton, (pathname === "/profile" || pathname === "/administrators") && "bg-white/15")}
            aria-label={t("profile")}
            aria-current={pathname === "/profile" ? "page" : undefined}
            title={t("profile")}
          >
            <CircleUserRound className="h-7 w-7" aria-hidden="true" />
          </Link>
        </div>
      </header>
      <OnDemand open={menuOpen && !wide}>
        <SidebarDrawer
          open={menuOpen && !wide}
          onOpenChange={setMenuOpen}
          title={title}
          activeKey={activeKey}
          currentKey={entryKeyForPath(pathname)}
          onChoose={choose}
          icons={icons}
          onCloseAutoFocus={(event) => {
            // The logout dialog takes focus next; don't pull it back to the menu button.
            if (openingLogout.current) {
              openingLogout.current = false;
              event.preventDefault();
            }
          }}
        />
      </OnDemand>
      <LogoutDialog
        open={logoutOpen}
        onOpenChange={changeLogoutOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          menuButton.current?.focus();
        }}
      />
      <div className="flex flex-1">
        {dockOpen ? <DockedSidebar activeKey={activeKey} currentKey={entryKeyForPath(pathname)} onChoose={choose} icons={icons} /> : null}
        <main id="main-content" tabIndex={-1} className="mx-auto w-full min-w-0 max-w-7xl flex-1 p-4 focus:outline-none sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
