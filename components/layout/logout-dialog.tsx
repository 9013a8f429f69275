"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/browser/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiOnClick, failureStatus, failureText } from "@/lib/browser/api-on-click";

interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes without logging out (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Logout revokes the session on the server, clears all browser storage (a shared computer keeps nothing) and goes to /Sign-in. */
export function LogoutDialog({ open, onOpenChange, onCloseAutoFocus }: LogoutDialogProps) {
  const t = useTranslations("shell");
  const tc = useTranslations("common");
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await apiOnClick("/auth/logout", { method: "POST", redirectOnUnauthorized: false });
    } catch (error) {
      // 401: the session had already ended, so there is nothing left to revoke. Anything else
      // (offline, server error) would leave a live cookie behind: say so and stay.
      if (failureStatus(error) !== 401) {
        toast.error(await failureText(error, tc("somethingWentWrong")));
        setBusy(false);
        return;
      }
    }
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage can be unavailable (privacy settings); the session cookie is already gone.
    }
    // A full page load on purpose: router.push would keep the client cache of signed-in screens.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/Sign-in");
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("logout.title")}</DialogTitle>
          <DialogDescription>{t("logout.question")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {tc("cancel")}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={logout} disabled={busy} aria-busy={busy}>
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t("logout.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
