"use client";

import { useRef } from "react";
import Link from "next/link";
import { cn } from "@/lib/utils";
import { SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { sidebarEntries, type SidebarEntry } from "./sidebar-entries";

interface AppSidebarProps {
  title: string;
  /** The highlighted entry: the last one chosen. */
  activeKey: string | null;
  /** The entry the current page belongs to (for aria-current). */
  currentKey: string | null;
  onChoose: (entry: SidebarEntry) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const entryClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer";

/** The sidebar drawer: closes on a click outside, on Escape and when an entry is chosen. */
export function AppSidebar({ title, activeKey, currentKey, onChoose, onCloseAutoFocus }: AppSidebarProps) {
  const nav = useRef<HTMLElement>(null);

  return (
    <SheetContent
      closeLabel="Close menu"
      aria-describedby={undefined}
      onOpenAutoFocus={(event) => {
        // Radix skips links when it picks the first element to focus, which would land on Logout:
        // start on the current page's entry instead (or the first one).
        event.preventDefault();
        const target = nav.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? nav.current?.querySelector<HTMLElement>("a, button");
        target?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      className="print:hidden"
    >
      <SheetHeader className="h-14 justify-center">
        <SheetTitle className="truncate text-lg text-primary">{title}</SheetTitle>
      </SheetHeader>
      <nav ref={nav} aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {sidebarEntries.map((entry) => {
            const Icon = entry.icon;
            const active = entry.key === activeKey;
            const className = cn(entryClass, active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted");
            const content = (
              <>
                <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                {entry.label}
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
    </SheetContent>
  );
}
