"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/browser/toast";
import { Button } from "@/components/ui/button";
import { Ltr } from "@/components/ui/ltr";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/browser/api-client";
import { toastSaveError } from "@/lib/browser/form-submit";
import { formatDate } from "@/lib/format";
import type { WithdrawMoveButtonProps } from "./withdraw-move-button";

/** The "Withdraw move" confirmation (loaded when first opened). */
export function WithdrawMoveDialog({
  bookingId,
  move,
  open,
  onOpenChange,
}: WithdrawMoveButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("stay.withdrawMove");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await api(`/bookings/${bookingId}/transfer`, { method: "DELETE" });
      onOpenChange(false);
      toast.success(t("withdrawn"));
      router.refresh();
    } catch (error) {
      toastSaveError(error, t("failed"));
    } finally {
      setBusy(false);
    }
  };
  const details = { room: move.roomNumber, date: formatDate(move.from), r: (chunks: React.ReactNode) => <Ltr>{chunks}</Ltr> };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t.rich("explain", details)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="button" onClick={withdraw} disabled={busy}>
            {busy ? t("withdrawing") : t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
