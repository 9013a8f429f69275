"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { CircleUserRound, Menu } from "lucide-react";
import { Sheet, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { AppSidebar } from "./app-sidebar";
import { LogoutDialog } from "./logout-dialog";
import { entryKeyForPath, type SidebarEntry } from "./sidebar-entries";

interface AdminShellProps {
  title: string;
  children: React.ReactNode;
}

const iconButton =
  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

/** The signed-in frame: top bar, sidebar drawer, logout confirmation and the page itself. */
export function AdminShell({ title, children }: AdminShellProps) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
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
        className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow-sm print:hidden">
          <div className="flex h-14 items-center gap-2 px-2 sm:gap-3 sm:px-4">
            <SheetTrigger asChild>
              <button ref={menuButton} type="button" className={iconButton} aria-label="Open menu">
                <Menu className="h-6 w-6" aria-hidden="true" />
              </button>
            </SheetTrigger>
            <div className="min-w-0 flex-1">
              <Link
                href="/"
                className="block w-fit max-w-full truncate rounded-sm text-lg font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:text-xl"
              >
                {title}
              </Link>
            </div>
            <Link
              href="/profile"
              className={cn(iconButton, pathname === "/profile" && "bg-white/15")}
              aria-label="Profile"
              aria-current={pathname === "/profile" ? "page" : undefined}
              title="Profile"
            >
              <CircleUserRound className="h-7 w-7" aria-hidden="true" />
            </Link>
          </div>
        </header>
        <AppSidebar
          title={title}
          activeKey={activeKey}
          currentKey={entryKeyForPath(pathname)}
          onChoose={choose}
          onCloseAutoFocus={(event) => {
            // The logout dialog takes focus next; don't pull it back to the menu button.
            if (openingLogout.current) {
              openingLogout.current = false;
              event.preventDefault();
            }
          }}
        />
      </Sheet>
      <LogoutDialog
        open={logoutOpen}
        onOpenChange={changeLogoutOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          menuButton.current?.focus();
        }}
      />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 p-4 focus:outline-none sm:p-6">
        {children}
      </main>
    </div>
  );
}
