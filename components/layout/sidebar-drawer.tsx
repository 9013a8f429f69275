"use client";

import { useRef } from "react";
import { useTranslations } from "next-intl";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { SidebarNav, type SidebarNavProps } from "./app-sidebar";

interface SidebarDrawerProps extends SidebarNavProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The sidebar drawer of narrow screens: closes on a click outside, on Escape and when an entry is chosen.
 * The admin shell loads it (with radix's dialog) when the menu is first opened.
 */
export function SidebarDrawer({ title, open, onOpenChange, onCloseAutoFocus, ...nav }: SidebarDrawerProps) {
  const t = useTranslations("shell");
  const navRef = useRef<HTMLElement>(null);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t("menu.close")}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Radix skips links when it picks the first element to focus, which would land on Logout:
          // start on the current page's entry instead (or the first one).
          event.preventDefault();
          const target =
            navRef.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? navRef.current?.querySelector<HTMLElement>("a, button");
          target?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        className="print:hidden"
      >
        <SheetHeader className="h-14 justify-center">
          <SheetTitle dir="auto" className="truncate text-lg text-primary">
            {title}
          </SheetTitle>
        </SheetHeader>
        <SidebarNav {...nav} navRef={navRef} />
      </SheetContent>
    </Sheet>
  );
}
