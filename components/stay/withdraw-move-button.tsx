"use client";

import { useState } from "react";
import { IfCan } from "@/components/auth/access";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Ltr } from "@/components/ui/ltr";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/api-client";
import { toastSaveError } from "@/lib/form-submit";
import { formatDate } from "@/lib/format";

interface WithdrawMoveButtonProps {
  bookingId: string;
  move: { roomNumber: string; from: string };
}

/** Shown only to the roles that may change records (not to a viewer). */
export function WithdrawMoveButton(props: WithdrawMoveButtonProps) {
  return (
    <IfCan permission="records.write">
      <PermittedWithdrawMoveButton {...props} />
    </IfCan>
  );
}

/** "Withdraw move": a move dated ahead is called off; the stay keeps its room and rent as before. */
function PermittedWithdrawMoveButton({ bookingId, move }: WithdrawMoveButtonProps) {
  const t = useTranslations("stay.withdrawMove");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await api(`/bookings/${bookingId}/transfer`, { method: "DELETE" });
      setOpen(false);
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
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {t("button")}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t.rich("explain", details)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button type="button" onClick={withdraw} disabled={busy}>
              {busy ? t("withdrawing") : t("confirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
