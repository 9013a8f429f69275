"use client";

import { lazy, useState } from "react";
import { useTranslations } from "next-intl";
import { IfCan } from "@/components/auth/access";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/ui/on-demand";

// The confirmation loads when it is first opened.
const WithdrawMoveDialog = lazy(() => import("./withdraw-move-dialog").then((module) => ({ default: module.WithdrawMoveDialog })));

export interface WithdrawMoveButtonProps {
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
function PermittedWithdrawMoveButton(props: WithdrawMoveButtonProps) {
  const t = useTranslations("stay.withdrawMove");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {t("button")}
      </Button>
      <OnDemand open={open}>
        <WithdrawMoveDialog {...props} open={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  );
}
