"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** The same-origin page a plain click on `target` would open (not a new tab, a download or an anchor on this page), or null. */
function pageOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Asks before a changed form is left: the browser's own prompt on a reload or a closed tab, and an
 * in-page dialog on a click of a link of the panel (the sidebar, the back link). The App Router has no
 * navigation events, so the click is caught on the document before the link's own handler sees it.
 * `when` is false once the form is saved (it leaves on its own then) or unchanged.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const t = useTranslations("common.leaveGuard");
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when a value is returned.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const page = pageOf(event);
      if (!page) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(page);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [when]);

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("text")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setPending(null)}>
            {t("stay")}
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              const page = pending;
              setPending(null);
              if (page) router.push(page);
            }}
          >
            {t("leave")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
